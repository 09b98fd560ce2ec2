import type { ButtonHTMLAttributes } from "react";
import { FOCUS_RING } from "./focus-ring";

const VARIANTS = {
  primary: "bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800",
  secondary:
    "border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100",
  link: "px-2 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** A button's look, for a link that acts as one; at least 44 px high, as every touch target. */
export function buttonClass(variant: ButtonVariant, className = ""): string {
  return `inline-flex min-h-11 items-center justify-center rounded-lg ${VARIANTS[variant]} ${FOCUS_RING.default} disabled:opacity-60 ${className}`;
}

/** The app's button: `primary` for the one main action of a form, `secondary` beside it, `link` for a way out. */
export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={buttonClass(variant, className)} />;
}

import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { FOCUS_RING } from "./focus-ring";

const VARIANTS = {
  primary: "bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800",
  secondary:
    "border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100",
  link: "px-2 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline",
} as const;

type ButtonVariant = keyof typeof VARIANTS;

/** A button's look, for a link that acts as one; at least 44 px high, as every touch target. */
export function buttonClass(variant: ButtonVariant, className = ""): string {
  return `inline-flex min-h-11 items-center justify-center rounded-lg ${VARIANTS[variant]} ${FOCUS_RING.default} disabled:opacity-60 aria-disabled:opacity-60 ${className}`;
}

/**
 * A button whose action is under way: it says so (aria-disabled) and ignores presses, but stays enabled.
 * A `disabled` button drops keyboard focus to the page, so a screen reader or keyboard rider who pressed
 * Refresh or Save would start again from the top (docs/decisions/131-busy-buttons-keep-focus.md).
 */
export function busyButtonProps(busy: boolean) {
  return {
    "aria-disabled": busy || undefined,
    onClickCapture: (event: MouseEvent) => {
      if (!busy) return;
      // Also cancels a submit button's form submission.
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/**
 * The app's button: `primary` for the one main action of a form, `secondary` beside it, `link` for a way out.
 * `busy` while its action is under way (see busyButtonProps).
 */
export function Button({
  variant = "primary",
  className,
  type = "button",
  busy = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button type={type} {...props} {...busyButtonProps(busy)} className={buttonClass(variant, className)} />
  );
}

import type { HTMLAttributes } from "react";

/** The white box the screens group things in. */
export const CARD_CLASS = "rounded-lg border border-slate-200 bg-white p-4";

export function Card({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={`${CARD_CLASS} ${className}`} />;
}

import type { ReactNode } from "react";
/** The red error box (announced at once) and the green success box (announced politely). */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}

export function SuccessBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}

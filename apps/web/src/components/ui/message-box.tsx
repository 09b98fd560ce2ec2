import type { ReactNode } from "react";
import { localized, useI18n } from "../../lib/i18n/i18n";

/** A message text (core's, from a check or a refusal) in the current language; other content as it is. */
function useShown(children: ReactNode): ReactNode {
  const { t } = useI18n();
  return typeof children === "string" ? localized(t, children) : children;
}

/** The red error box (announced at once) and the green success box (announced politely). */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  const shown = useShown(children);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{shown}</p>
    </div>
  );
}

export function SuccessBox({ title, children }: { title?: string; children: ReactNode }) {
  const shown = useShown(children);
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{shown}</p>
    </div>
  );
}

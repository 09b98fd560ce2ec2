import { type RefObject, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { CloseIcon, InfoIcon } from "#web/components/ui/icons.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";

// Module state, not component state: the box is remounted on every line change, and once dismissed it
// stays hidden until the page is reloaded (docs/product.md).
let dismissed = false;

/**
 * The dismissible help box; it stays hidden until the page is reloaded (docs/product.md). Its button goes
 * with it, so the focus it had moves to `focusAfter` (docs/decisions/131-busy-buttons-keep-focus.md).
 */
export function HowItWorks({ focusAfter }: { focusAfter: RefObject<HTMLElement | null> }) {
  const [visible, setVisible] = useState(() => !dismissed);
  const { t } = useI18n();
  if (!visible) return null;
  return (
    <aside
      aria-labelledby="how-it-works-heading"
      className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">
        <h3 id="how-it-works-heading" className="font-semibold">
          {t.howItWorks}
        </h3>
        <p>{t.linesHelp}</p>
      </div>
      <button
        type="button"
        aria-label={t.hideHowItWorks}
        onClick={(event) => {
          // Only a focus the button had is handed on: a tap that focused nothing (Safari) moves nothing.
          if (document.activeElement === event.currentTarget) focusAfter.current?.focus();
          dismissed = true;
          setVisible(false);
        }}
        className={`-m-2 flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-sky-100 ${FOCUS_RING.default}`}
      >
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}

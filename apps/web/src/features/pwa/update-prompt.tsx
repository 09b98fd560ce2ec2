import { useEffect, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { registerServiceWorker } from "./service-worker";

/**
 * Registers the service worker that keeps the app shell for offline use, and offers a reload when a new
 * version has been deployed (never reloads by itself: the commuter may be mid-report).
 */
export function UpdatePrompt() {
  const [activateWaiting, setActivateWaiting] = useState<(() => void) | null>(null);
  const { t } = useI18n();
  useEffect(() => registerServiceWorker((activate) => setActivateWaiting(() => activate)), []);

  if (!activateWaiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-20 z-[1100] mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-lg bg-slate-900 p-3 text-sm text-white shadow-lg"
    >
      <p className="flex-1">{t.newVersion}</p>
      <button
        type="button"
        onClick={activateWaiting}
        className={`rounded-md bg-white px-3 py-1.5 font-semibold text-slate-900 ${FOCUS_RING.onDark}`}
      >
        {t.reload}
      </button>
      <button
        type="button"
        onClick={() => setActivateWaiting(null)}
        className={`rounded-md px-3 py-1.5 font-medium text-white underline-offset-2 hover:underline ${FOCUS_RING.onDark}`}
      >
        {t.later}
      </button>
    </div>
  );
}

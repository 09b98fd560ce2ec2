import { useLayoutEffect, useRef } from "react";
import { failureReason } from "#web/lib/failure-reason.ts";
import { focusLost } from "#web/lib/focus-lost.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { Button } from "./button";

interface LoadFailureProps {
  /** What could not be loaded: "The figures could not be loaded". */
  title: string;
  error: Error;
  onRetry: () => void;
  /** The retry is under way: the button says so, keeps the focus and ignores presses. */
  retrying: boolean;
  /** False for a part under the screen's main content: taking the focus would scroll the page to it. */
  takesLostFocus?: boolean;
}

/**
 * What a screen shows in place of what it could not load: what, why in a commuter's words, and Try Again
 * (docs/decisions/165-honest-when-the-network-is-bad.md). Announced at once; it takes the focus only where
 * the focus was lost (with the placeholder it replaces), never from where a rider is.
 */
export function LoadFailure({ title, error, onRetry, retrying, takesLostFocus = true }: LoadFailureProps) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (takesLostFocus && focusLost()) box.current?.focus();
  }, [takesLostFocus]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 focus:outline-none"
    >
      <p className="font-semibold">{title}</p>
      <p>{failureReason(error, t)}</p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {retrying ? t.network.retrying : t.tryAgain}
      </Button>
    </div>
  );
}

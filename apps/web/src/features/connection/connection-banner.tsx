import { WifiOffIcon } from "#web/components/ui/icons.tsx";
import { failureReason } from "#web/lib/failure-reason.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useConnectionStatus } from "./use-connection-status";

/** The global banner while the server or its database cannot be reached (docs/product.md). */
export function ConnectionBanner() {
  const { connected, failure } = useConnectionStatus();
  const { t } = useI18n();
  return (
    <div role="alert" className="empty:hidden">
      {connected ? null : (
        <p className="flex items-start gap-2 bg-red-700 px-4 py-2 text-sm text-white">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" />
          {/* The contract's sentence asks the rider to check their connection; which of the three it is
              (offline, no answer, the server's database) says whether that would help. */}
          <span>
            <span>{t.connectionLost}</span> {failure ? <span>{failureReason(failure, t)}</span> : null}
          </span>
        </p>
      )}
    </div>
  );
}

import type { useSignedInOnly } from "#web/hooks/use-signed-in-only.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { LoadFailure } from "./ui/load-failure";

/** A signed-in-only screen whose rider could not be looked up: why, with Try Again. */
export function SessionUnknown({
  signedIn,
  failure,
}: {
  signedIn: ReturnType<typeof useSignedInOnly>;
  failure: Error;
}) {
  const { t } = useI18n();
  return (
    <LoadFailure
      title={t.network.sessionUnknown}
      error={failure}
      onRetry={signedIn.retry}
      retrying={signedIn.retrying}
    />
  );
}

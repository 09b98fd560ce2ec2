import { SessionUnknown } from "#web/components/session-unknown.tsx";
import { BackButton } from "#web/components/ui/back-button.tsx";
import { PATHS } from "#web/config/paths.ts";
import { ReportForm } from "#web/features/report/components/report-form.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useSignedInOnly } from "#web/hooks/use-signed-in-only.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/**
 * /report: signed-in commuters report a departure; anonymous visitors are sent to /auth and brought back.
 * When the server could not be asked who is signed in, the screen says why, with Try Again.
 */
export function ReportScreen() {
  const signedIn = useSignedInOnly(PATHS.authFromReport);
  const { t } = useI18n();

  useScreenTitle(t.reportTitle);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <div>
        <BackButton />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{t.reportTitle}</h1>
      <p className="text-sm text-slate-700">{t.reportIntro}</p>
      {signedIn.failure ? (
        <SessionUnknown signedIn={signedIn} failure={signedIn.failure} />
      ) : signedIn.checking ? (
        <p role="status" className="text-slate-600">
          {t.loadingDots}
        </p>
      ) : (
        <ReportForm />
      )}
    </div>
  );
}

import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { BackButton } from "#web/components/ui/back-button.tsx";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { PATHS } from "#web/config/paths.ts";
import { ReportForm } from "#web/features/report/components/report-form.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { rememberRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { useSession } from "#web/lib/session.ts";

/**
 * /report: signed-in commuters report a departure; anonymous visitors are sent to /auth and brought back.
 * When the server could not be asked who is signed in, the screen says why, with Try Again.
 */
export function ReportScreen() {
  const session = useSession();
  const failure = useKeptFailure(session.error, session.isFetching);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  const anonymous = session.isSuccess && session.data === null;

  useEffect(() => {
    if (!anonymous) return;
    rememberRedirectAfterAuth(`${location.pathname}${location.search}`);
    navigate(PATHS.authFromReport, { replace: true });
  }, [anonymous, location.pathname, location.search, navigate]);

  const checkingSession = session.isPending || anonymous;

  useScreenTitle(t.reportTitle);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <div>
        <BackButton />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{t.reportTitle}</h1>
      <p className="text-sm text-slate-700">{t.reportIntro}</p>
      {failure && !session.data ? (
        <LoadFailure
          title={t.network.sessionUnknown}
          error={failure}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      ) : checkingSession ? (
        <p role="status" className="text-slate-600">
          {t.loadingDots}
        </p>
      ) : (
        <ReportForm />
      )}
    </div>
  );
}

import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { BackButton } from "#web/components/ui/back-button.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { PATHS } from "#web/config/paths.ts";
import { ReportForm } from "#web/features/report/components/report-form.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { rememberRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { useSession } from "#web/lib/session.ts";

/** /report: signed-in commuters report a departure; anonymous visitors are sent to /auth and brought back. */
export function ReportScreen() {
  const session = useSession();
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
      {checkingSession ? (
        <p role="status" className="text-slate-600">
          {t.loadingDots}
        </p>
      ) : session.isError ? (
        <ErrorBox title={t.error}>{t.databaseConnectionFailed}</ErrorBox>
      ) : (
        <ReportForm />
      )}
    </div>
  );
}

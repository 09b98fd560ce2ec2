import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useModerationAction, useModerationOverview } from "../api/moderation-api";
import { AuditLog } from "./audit-log";
import { ModeratedReportItem } from "./moderated-report-item";

/** The moderation screen's content: recent reports to act on, and the audit log of every action. */
export function ModerationPanel() {
  const { t } = useI18n();
  const now = useMinuteClock();
  const overview = useModerationOverview();
  const action = useModerationAction();
  const failure = useKeptFailure(overview.error, overview.isFetching);
  if (failure)
    return (
      <LoadFailure
        title={t.moderation.failed}
        error={failure}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  if (!overview.isSuccess)
    return (
      <p role="status" className="text-slate-600">
        {t.moderation.loading}
      </p>
    );
  const { reports, audit } = overview.data;
  return (
    <>
      {action.error ? <ErrorBox title={t.error}>{action.error.message}</ErrorBox> : null}
      <TitledSection title={t.moderation.reports}>
        {reports.length === 0 ? <p className="text-slate-700">{t.moderation.empty}</p> : null}
        <ul className="flex flex-col gap-2">
          {reports.map((entry) => (
            <ModeratedReportItem
              key={entry.report.id}
              entry={entry}
              now={now}
              pending={action.isPending}
              onAction={(chosen) => action.mutate(chosen)}
            />
          ))}
        </ul>
      </TitledSection>
      <AuditLog entries={audit} />
    </>
  );
}

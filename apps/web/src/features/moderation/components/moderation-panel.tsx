import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
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
  if (overview.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t.moderation.loading}
      </p>
    );
  if (overview.isError)
    return <ErrorBox title={t.error}>{overview.error.message || t.moderation.failed}</ErrorBox>;
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

import { getLine, getStation, type ModeratedReport } from "@riles/core";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#web/components/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import type { ModerationAction, SuspensionDays } from "../api/moderation-api";
import { ActionForm } from "./action-form";

type OpenForm = "hide" | "unhide" | "suspend" | "lift" | null;

interface ModeratedReportItemProps {
  entry: ModeratedReport;
  now: Date;
  pending: boolean;
  onAction: (action: ModerationAction) => void;
}

const ACTION_BUTTON = buttonClass("secondary", "font-semibold");

/** One report as a moderator judges it: what it said, how it stands, its account, and the actions. */
export function ModeratedReportItem({ entry, now, pending, onAction }: ModeratedReportItemProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<OpenForm>(null);
  // Every report has the same buttons: each is described by its report, so a screen reader moving from
  // button to button hears which report "Hide" or "Suspend" acts on.
  const summaryId = useId();
  // The form goes away once sent or cancelled: its focus goes back to the button of the action it was
  // for (now saying what undoes it), not to the page's body (decision 131).
  const [closedForm, setClosedForm] = useState<OpenForm>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (closedForm === null) return;
    const button = closedForm === "suspend" || closedForm === "lift" ? accountButton : reportButton;
    button.current?.focus();
    setClosedForm(null);
  }, [closedForm]);
  const closeForm = () => {
    setClosedForm(open);
    setOpen(null);
  };
  const { report, reporter } = entry;
  const line = getLine(report.line_id);
  const station = line ? getStation(line.id, report.station_id) : undefined;
  const suspension = reporter?.suspension ?? null;
  // Hidden and suspended are separate acts, each undone on its own: a report may be both, and says so.
  const standing: string[] = [];
  if (entry.hidden) standing.push(t.moderation.hidden(entry.hidden.reason));
  if (suspension)
    standing.push(t.moderation.suspendedUntil(t.dateTime(new Date(suspension.until)), suspension.reason));
  if (standing.length === 0) standing.push(entry.counts ? t.moderation.counts : t.moderation.disputedAway);
  const votes = [
    entry.confirmed_by > 0 ? t.confirmedBy(entry.confirmed_by) : null,
    entry.disputed_by > 0 ? t.disputedBy(entry.disputed_by) : null,
  ].filter(Boolean);
  const act = (reason: string, days: SuspensionDays) => {
    if (open === "lift" && suspension) onAction({ kind: "lift", suspensionId: suspension.id, reason });
    else if (open === "suspend") onAction({ kind: "suspend", reportId: report.id, reason, days });
    else if (open === "hide" || open === "unhide") onAction({ kind: open, reportId: report.id, reason });
    closeForm();
  };
  const labels = {
    hide: t.moderation.confirmHide,
    unhide: t.moderation.confirmUnhide,
    suspend: t.moderation.confirmSuspend,
    lift: t.moderation.confirmLift,
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p id={summaryId} className="font-semibold text-slate-900">
        {line?.name} · {station?.name ?? report.station_id} · {t.directions[report.direction]}
      </p>
      <p className="text-slate-700">
        {t.statuses[report.status]} · {t.crowdLevels[report.crowd_level]} ·{" "}
        {t.timeAgo(new Date(report.created_at), now)}
      </p>
      {votes.length > 0 ? <p className="text-slate-700">{votes.join(" · ")}</p> : null}
      {standing.map((line) => (
        <p key={line} className="font-medium text-slate-800">
          {line}
        </p>
      ))}
      {reporter ? (
        <ul className="text-slate-700">
          <li>{t.moderation.accountAge(t.timeAgo(new Date(reporter.account_created_at), now))}</li>
          <li>{t.moderation.reportsLast24h(reporter.reports_last_24h)}</li>
          <li>{t.moderation.disputedReports(reporter.disputed_reports)}</li>
        </ul>
      ) : (
        <p className="text-slate-700">{t.moderation.deletedAccount}</p>
      )}
      {entry.own ? (
        <p className="text-slate-600">{t.moderation.ownReport}</p>
      ) : open ? (
        <ActionForm
          submitLabel={labels[open]}
          withPeriod={open === "suspend"}
          pending={pending}
          onSubmit={act}
          onCancel={closeForm}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            ref={reportButton}
            type="button"
            aria-describedby={summaryId}
            className={ACTION_BUTTON}
            onClick={() => setOpen(entry.hidden ? "unhide" : "hide")}
          >
            {entry.hidden ? t.moderation.unhide : t.moderation.hide}
          </button>
          {reporter ? (
            <button
              ref={accountButton}
              type="button"
              aria-describedby={summaryId}
              className={ACTION_BUTTON}
              onClick={() => setOpen(suspension ? "lift" : "suspend")}
            >
              {suspension ? t.moderation.lift : t.moderation.suspend}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}

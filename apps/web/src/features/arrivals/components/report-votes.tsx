import type { LineId, Vote } from "@riles/core";
import { busyButtonProps } from "#web/components/ui/button.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useSessionReadOnce } from "#web/lib/session.ts";
import { useReportVotes, useVote, type VotedReport } from "../api/report-votes";

interface ReportVotesProps {
  report: VotedReport;
  lineId: LineId;
  stationId: string;
}

const BUTTON = `min-h-11 min-w-11 rounded-lg border px-3 text-sm font-semibold disabled:opacity-60 ${FOCUS_RING.default}`;

/**
 * Beside the basis line of a direction group, when it rests on a report: how many riders confirmed or
 * disputed it, and for a signed-in rider other than its sender "Still true?" with Yes and No (their vote
 * shown pressed; pressing the other changes it). docs/decisions/040-reports-people-can-trust.md.
 */
export function ReportVotes({ report, lineId, stationId }: ReportVotesProps) {
  const { t } = useI18n();
  const session = useSessionReadOnce();
  const votes = useReportVotes(report.id);
  const vote = useVote(report, lineId, stationId);
  const counts = votes.data;
  const canVote = Boolean(session.data) && counts !== undefined && !counts.own;
  const choose = (choice: Vote) => vote.mutate(choice);
  return (
    <div className="flex flex-col gap-1 text-sm">
      {counts && (counts.confirmed_by > 0 || counts.disputed_by > 0) ? (
        <p className="text-slate-700">
          {[
            counts.confirmed_by > 0 ? t.confirmedBy(counts.confirmed_by) : null,
            counts.disputed_by > 0 ? t.disputedBy(counts.disputed_by) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {canVote ? (
        <fieldset className="flex items-center gap-2">
          <legend className="float-left mr-1 font-medium text-slate-800">{t.stillTrue}</legend>
          {(
            [
              ["confirm", t.yes],
              ["dispute", t.no],
            ] as const
          ).map(([choice, label]) => (
            <button
              key={choice}
              type="button"
              aria-pressed={counts?.mine === choice}
              {...busyButtonProps(vote.isPending)}
              onClick={() => choose(choice)}
              className={`${BUTTON} ${
                counts?.mine === choice
                  ? "border-indigo-700 bg-indigo-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {label}
            </button>
          ))}
        </fieldset>
      ) : null}
      {vote.error ? (
        <p role="alert" className="text-red-800">
          {vote.error.message}
        </p>
      ) : null}
    </div>
  );
}

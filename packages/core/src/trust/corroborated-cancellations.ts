import { REPORT_WINDOW_MS } from "../constants";
import type { ReportRow } from "../schemas/report-row";
import { TRUST_RULES } from "./trust-rules";

type CancellationFields = Pick<ReportRow, "line_id" | "direction" | "status" | "created_at">;

/** A report as the server holds it: who sent it (null for a deleted account) and how many confirmed it. */
type AttributedReport<R extends CancellationFields> = R & {
  reporter: string | null;
  confirmed_by: number;
};

/** A report, a cancellation marked `corroborated` when the crowd backs it; who sent it is left out. */
export type CorroboratedReport<R extends CancellationFields> = R & { corroborated?: true };

/**
 * Marks the cancellations riders back: another rider reported the line's trains in the same direction
 * cancelled within 30 minutes of it, or another rider confirmed it. A deleted account's report counts for
 * neither, as for a line's mark (docs/decisions/040-reports-people-can-trust.md). What rests on a
 * cancellation beyond the rider's own screen (ending other riders' reminders, an alert in the open feed,
 * the trains at the stations after its own) needs this
 * (docs/decisions/135-a-cancellation-others-act-on-needs-two-riders.md, 136-the-arrivals-heed-a-cancellation-riders-back.md).
 */
export function withCorroboratedCancellations<R extends CancellationFields>(
  reports: readonly AttributedReport<R>[],
): CorroboratedReport<R>[] {
  const cancellations = reports.filter((report) => report.status === "cancelled" && report.reporter !== null);
  return reports.map(({ reporter, confirmed_by, ...report }) => {
    const row = report as unknown as R;
    if (report.status !== "cancelled" || reporter === null) return row;
    const atMs = Date.parse(report.created_at);
    const othersAgree =
      new Set(
        cancellations
          .filter(
            (other) =>
              other.line_id === report.line_id &&
              other.direction === report.direction &&
              Math.abs(Date.parse(other.created_at) - atMs) < REPORT_WINDOW_MS,
          )
          .map((other) => other.reporter),
      ).size >= TRUST_RULES.ridersForLineMark;
    return confirmed_by > 0 || othersAgree ? { ...row, corroborated: true as const } : row;
  });
}

import type { LineId } from "../domain-types";
import type { LineReport } from "../estimate/estimate-types";
import { withCorroboratedCancellations } from "../trust/corroborated-cancellations";

/**
 * Simulated reports as the server serves them to phones: each from a rider of its own, so a cancellation
 * that another of the line's direction backs within 30 minutes is marked `corroborated`
 * (docs/decisions/136-the-arrivals-heed-a-cancellation-riders-back.md).
 */
export function servedReports(lineId: LineId, reports: readonly LineReport[]): LineReport[] {
  const marked = withCorroboratedCancellations(
    reports.map(({ id, direction, status, created_at }) => ({
      line_id: lineId,
      direction,
      status,
      created_at,
      reporter: id,
      confirmed_by: 0,
    })),
  );
  return reports.map((report, index) =>
    marked[index]?.corroborated ? { ...report, corroborated: true as const } : report,
  );
}

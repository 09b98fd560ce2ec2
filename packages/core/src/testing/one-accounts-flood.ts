import type { LineReport } from "../estimate/estimate-types";

const HOUR_MS = 3_600_000;
/** The hourly limit of reports one account may send (the server's default REPORT_HOURLY_MAX). */
const REPORTS_PER_HOUR = 30;

/**
 * Riders' reports sent again `laterMs` later by one account, as many each hour as the hourly limit lets it:
 * an account teaching everyone a lag of its own (docs/decisions/142-one-account-one-rider-in-the-past-weeks.md).
 */
export function oneAccountsFlood<Report extends LineReport>(
  reports: readonly Report[],
  laterMs: number,
): Report[] {
  const sentInHour = new Map<number, number>();
  return reports.flatMap((report) => {
    const atMs = Date.parse(report.created_at) + laterMs;
    const hour = Math.floor(atMs / HOUR_MS);
    const sent = sentInHour.get(hour) ?? 0;
    if (sent >= REPORTS_PER_HOUR) return [];
    sentInHour.set(hour, sent + 1);
    return [{ ...report, id: `${report.id}-again`, created_at: new Date(atMs).toISOString() }];
  });
}

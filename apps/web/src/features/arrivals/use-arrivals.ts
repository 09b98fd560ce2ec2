import { computeEtas, type Eta, isLineOpen, type LineId, MESSAGES, type ReportRow } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { useLiveReports } from "../../hooks/use-live-reports";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { reportsQueryOptions } from "./api/reports-query";

export type ArrivalsView =
  | { kind: "closed"; now: Date }
  | { kind: "loading" }
  | {
      kind: "arrivals";
      now: Date;
      etas: Eta[];
      /** The reports the ETAs were computed from (none when schedule only). */
      reports: readonly ReportRow[];
      /** No reports could be loaded yet: the ETAs are the published schedule alone. */
      scheduleOnly: boolean;
      updatedAt: Date | null;
    };

/**
 * A station's arrivals: its recent reports (cached 30 s, refreshed live) run through core's ETA engine at
 * the current minute. A failed fetch keeps the last result; with none, the schedule alone is shown and
 * marked so (docs/product.md).
 */
export function useArrivals(lineId: LineId, stationId: string) {
  const clock = useMinuteClock();
  const reports = useQuery({ ...reportsQueryOptions(lineId, stationId), enabled: isLineOpen(lineId, clock) });
  // Reports fetched since the last minute tick are in the past: read them at the fetch time, not the tick.
  const now = new Date(Math.max(clock.getTime(), reports.dataUpdatedAt));
  const open = isLineOpen(lineId, now);
  useLiveReports(lineId, stationId, open);

  const error = reports.error ? reports.error.message || MESSAGES.failedToFetchEtas : null;
  let view: ArrivalsView;
  if (!open) {
    view = { kind: "closed", now };
  } else if (reports.data) {
    view = {
      kind: "arrivals",
      now,
      etas: computeEtas({ lineId, stationId, now, reports: reports.data }),
      reports: reports.data,
      scheduleOnly: false,
      updatedAt: new Date(reports.dataUpdatedAt),
    };
  } else if (reports.isError) {
    view = {
      kind: "arrivals",
      now,
      etas: computeEtas({ lineId, stationId, now, reports: [] }),
      reports: [],
      scheduleOnly: true,
      updatedAt: null,
    };
  } else {
    view = { kind: "loading" };
  }

  return {
    now,
    view,
    error: open ? error : null,
    isRefreshing: reports.isFetching,
    refresh: () => void reports.refetch({ cancelRefetch: true }),
  };
}

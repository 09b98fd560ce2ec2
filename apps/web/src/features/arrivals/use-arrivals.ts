import { computeEtas, type Eta, isLineOpen, type LineId, MESSAGES } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { useLiveReports } from "../live/use-live-reports";
import { reportsQueryOptions } from "./api/reports-query";

export type ArrivalsView =
  | { kind: "closed" }
  | { kind: "loading" }
  | {
      kind: "arrivals";
      etas: Eta[];
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
  const now = useMinuteClock();
  const open = isLineOpen(lineId, now);
  const reports = useQuery({ ...reportsQueryOptions(lineId, stationId), enabled: open });
  useLiveReports(lineId, stationId, open);

  const error = reports.error ? reports.error.message || MESSAGES.failedToFetchEtas : null;
  let view: ArrivalsView;
  if (!open) {
    view = { kind: "closed" };
  } else if (reports.data) {
    view = {
      kind: "arrivals",
      etas: computeEtas({ lineId, stationId, now, reports: reports.data }),
      scheduleOnly: false,
      updatedAt: new Date(reports.dataUpdatedAt),
    };
  } else if (reports.isError) {
    view = {
      kind: "arrivals",
      etas: computeEtas({ lineId, stationId, now, reports: [] }),
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

import {
  type EstimatedArrival,
  estimateArrivals,
  isLineOpen,
  type LineId,
  type LineReport,
} from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { useLiveReports } from "#web/hooks/use-live-reports.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { sightingsQueryOptions } from "./api/sightings-query";

export type ArrivalsView =
  | { kind: "closed"; now: Date }
  | { kind: "loading" }
  | {
      kind: "arrivals";
      now: Date;
      etas: EstimatedArrival[];
      /** The station's own recent reports (none when schedule only). */
      reports: readonly LineReport[];
      /** No reports could be loaded yet: the ETAs are the published schedule alone. */
      scheduleOnly: boolean;
      updatedAt: Date | null;
      /** The latest ask failed: the reports shown are from updatedAt, not from the Refresh just pressed. */
      refreshFailed: boolean;
    };

/**
 * A station's arrivals: its line's sightings (cached 30 s, kept live by the stream) run through core's
 * estimator at the current minute. A failed fetch keeps the last result; with none, the schedule alone
 * is shown and marked so (docs/product.md).
 */
export function useArrivals(lineId: LineId, stationId: string) {
  const clock = useMinuteClock();
  const { t } = useI18n();
  const sightings = useQuery({ ...sightingsQueryOptions(lineId), enabled: isLineOpen(lineId, clock) });
  // Reports fetched since the last minute tick are in the past: read them at the fetch time, not the tick.
  const now = new Date(Math.max(clock.getTime(), sightings.dataUpdatedAt));
  const open = isLineOpen(lineId, now);
  useLiveReports(lineId, open);

  const error = sightings.error ? sightings.error.message || t.failedToFetchEtas : null;
  let view: ArrivalsView;
  if (!open) {
    view = { kind: "closed", now };
  } else if (sightings.data) {
    const { reports, run_time_factor, kept_directions, sighting_lag_ms } = sightings.data;
    view = {
      kind: "arrivals",
      now,
      etas: estimateArrivals({
        lineId,
        stationId,
        now,
        reports,
        runTimeFactor: run_time_factor,
        keptDirections: kept_directions,
        sightingLagMs: sighting_lag_ms,
      }),
      reports: reports.filter((report) => report.station_id === stationId),
      scheduleOnly: false,
      updatedAt: new Date(sightings.dataUpdatedAt),
      refreshFailed: sightings.isError,
    };
  } else if (sightings.isError) {
    view = {
      kind: "arrivals",
      now,
      etas: estimateArrivals({ lineId, stationId, now, reports: [] }),
      reports: [],
      scheduleOnly: true,
      updatedAt: null,
      refreshFailed: true,
    };
  } else {
    view = { kind: "loading" };
  }

  return {
    now,
    view,
    error: open ? error : null,
    isRefreshing: sightings.isFetching,
    refresh: () => void sightings.refetch({ cancelRefetch: true }),
  };
}

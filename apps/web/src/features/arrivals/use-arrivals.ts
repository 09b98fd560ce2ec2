import {
  type EstimatedArrival,
  estimateArrivals,
  isLineOpen,
  type LineId,
  type LineReport,
} from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { ARRIVALS_RETRY_MS, ARRIVALS_STALL_MS } from "#web/config/settings.ts";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useLiveReports } from "#web/hooks/use-live-reports.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { useStalled } from "#web/hooks/use-stalled.ts";
import { failureReason } from "#web/lib/failure-reason.ts";
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
      /**
       * Why the ETAs are the published schedule alone: the first answer is slow to come ("waiting") or
       * could not be had ("failed"); null when they rest on an answer (decision 165).
       */
      scheduleOnly: "waiting" | "failed" | null;
      updatedAt: Date | null;
      /** The latest ask failed: the reports shown are from updatedAt, not from the Refresh just pressed. */
      refreshFailed: boolean;
    };

/**
 * A station's arrivals: its line's sightings (cached 30 s, kept live by the stream) run through core's
 * estimator at the current minute. A failed fetch keeps the last result; with none, the schedule alone
 * is shown and marked so, and asked again every 15 s; so it is too while the first answer is over 5 s
 * late (docs/product.md, docs/decisions/165-honest-when-the-network-is-bad.md).
 */
export function useArrivals(lineId: LineId, stationId: string) {
  const clock = useMinuteClock();
  const { t } = useI18n();
  const sightings = useQuery({
    ...sightingsQueryOptions(lineId),
    enabled: isLineOpen(lineId, clock),
    refetchInterval: (query) =>
      query.state.data === undefined && query.state.error ? ARRIVALS_RETRY_MS : false,
  });
  // A query without data forgets its failure as it asks again: kept, the schedule's times stay on screen
  // through every new attempt instead of turning back into placeholders (decision 165).
  const failure = useKeptFailure(sightings.error, sightings.isFetching);
  const stalled = useStalled(sightings.isPending && sightings.isFetching, ARRIVALS_STALL_MS);
  // Reports fetched since the last minute tick are in the past: read them at the fetch time, not the tick.
  const now = new Date(Math.max(clock.getTime(), sightings.dataUpdatedAt));
  const open = isLineOpen(lineId, now);
  useLiveReports(lineId, open);

  const error = failure ? failureReason(failure, t) || t.failedToFetchEtas : null;
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
      scheduleOnly: null,
      updatedAt: new Date(sightings.dataUpdatedAt),
      refreshFailed: sightings.isError,
    };
  } else if (failure || stalled) {
    view = {
      kind: "arrivals",
      now,
      etas: estimateArrivals({ lineId, stationId, now, reports: [] }),
      reports: [],
      scheduleOnly: failure ? "failed" : "waiting",
      updatedAt: null,
      refreshFailed: failure !== null,
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

import type { LineId } from "../domain-types";
import { estimateTrainArrivals, type TrainArrival } from "../estimate/estimate-arrivals";
import type { KeptDayHabits } from "../estimate/kept-day-habits";
import { learnedRunTimeFactor } from "../estimate/learned-run-time-factor";
import { LINES } from "../lines/lines-data";
import type { ReportRow } from "../schemas/report-row";
import { isManilaWeekend, manilaDate, manilaDayStartMs } from "../time/manila-time";
import type { CorroboratedReport } from "../trust/corroborated-cancellations";
import { gtfsDate, gtfsTime } from "./gtfs-ids";
import {
  type FeedMessage,
  feedHeader,
  OCCUPANCY_BY_CROWD,
  type StopTimeUpdate,
  type TripUpdateEntity,
} from "./realtime-feed";
import { gtfsTrip, tripStops } from "./trip-timetable";

const MINUTE_MS = 60_000;

export interface RealtimeInput {
  now: Date;
  /**
   * Every report since the start of the Manila service day, any line; the estimator reads what still
   * counts (the alerts read the last 30 minutes, and only cancellations riders back).
   */
  reports: readonly CorroboratedReport<ReportRow>[];
  /** Each line's past weeks' riders, believed before the day shows its own (docs/decisions/141-riders-of-past-weeks.md). */
  ridersPriors?: ReadonlyMap<LineId, KeptDayHabits | undefined>;
}

/**
 * Whether riders said something about this train: a sighting before the station, or its delay there.
 * Cancelled trains are the alerts' to tell.
 */
function restsOnReports({ eta }: TrainArrival): boolean {
  if (eta.status === "cancelled") return false;
  if (eta.basis.kind === "sighting") return true;
  return eta.basis.kind === "station-report" && eta.status === "delayed";
}

function reportedAtSeconds({ eta }: TrainArrival): number {
  const basis = eta.basis;
  const at =
    basis.kind === "sighting" ? basis.seenAt : basis.kind === "station-report" ? basis.reportedAt : "";
  return Math.floor(Date.parse(at) / 1000);
}

/**
 * GTFS-Realtime TripUpdates: for every station, the trains whose estimate rests on riders' reports (a
 * sighting before the station, or the station's own delayed report), with the delay in seconds against
 * the timetable and the reported crowd as occupancy (docs/decisions/016-open-data-feeds.md,
 * docs/decisions/035-estimates-from-sightings.md).
 */
export function gtfsTripUpdates({
  now,
  reports,
  ridersPriors,
}: RealtimeInput): FeedMessage<TripUpdateEntity> {
  const weekend = isManilaWeekend(now);
  const dayStartMs = manilaDayStartMs(now);
  const startDate = gtfsDate(manilaDate(now));
  const updates = new Map<string, TripUpdateEntity["trip_update"]>();

  for (const line of LINES) {
    const lineReports = reports.filter((report) => report.line_id === line.id);
    if (lineReports.length === 0) continue;
    const runTimeFactor = learnedRunTimeFactor(line.id, lineReports, now);
    for (const station of line.stations) {
      const arrivals = estimateTrainArrivals({
        lineId: line.id,
        stationId: station.id,
        now,
        reports: lineReports,
        runTimeFactor,
        ridersPrior: ridersPriors?.get(line.id),
      });
      for (const train of arrivals) {
        const { eta, departureMinute } = train;
        const stop = tripStops(line.id, eta.direction).find(
          (candidate) => candidate.stationId === station.id,
        );
        if (!restsOnReports(train) || !stop || eta.basis.kind === "timetable") continue;
        const trip = gtfsTrip(line.id, weekend, eta.direction, departureMinute);
        const scheduledMs = dayStartMs + (departureMinute + stop.minutesFromOrigin) * MINUTE_MS;
        const delay = Math.round((eta.estimatedArrival.getTime() - scheduledMs) / 1000);
        const stopTimeUpdate: StopTimeUpdate = {
          stop_sequence: stop.sequence,
          stop_id: stop.stopId,
          arrival: { delay },
          departure: { delay },
        };
        if (eta.basis.kind === "station-report" || eta.basis.trainSighted)
          stopTimeUpdate.departure_occupancy_status = OCCUPANCY_BY_CROWD[eta.basis.crowdLevel];
        const reportedAt = reportedAtSeconds(train);
        const update = updates.get(trip.tripId);
        if (update) {
          update.stop_time_update.push(stopTimeUpdate);
          update.timestamp = Math.max(update.timestamp, reportedAt);
        } else {
          updates.set(trip.tripId, {
            trip: {
              trip_id: trip.tripId,
              route_id: line.id,
              direction_id: trip.directionId,
              start_time: gtfsTime(departureMinute),
              start_date: startDate,
              schedule_relationship: "SCHEDULED",
            },
            stop_time_update: [stopTimeUpdate],
            timestamp: reportedAt,
          });
        }
      }
    }
  }

  const entity = [...updates.values()]
    .map((update) => {
      update.stop_time_update.sort((a, b) => a.stop_sequence - b.stop_sequence);
      return { id: `${update.trip.trip_id}:${startDate}`, trip_update: update };
    })
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return { header: feedHeader(now), entity };
}

import { computeTrainEtas } from "../eta/compute-etas";
import { latestReport } from "../eta/report-effect";
import type { ReportRow } from "../schemas/report-row";
import { isManilaWeekend, manilaDate, manilaDayStartMs } from "../time/manila-time";
import { gtfsDate, gtfsTime } from "./gtfs-ids";
import {
  type FeedMessage,
  feedHeader,
  OCCUPANCY_BY_CROWD,
  type StopTimeUpdate,
  type TripUpdateEntity,
} from "./realtime-feed";
import { reportsByStation } from "./station-reports";
import { gtfsTrip, tripStops } from "./trip-timetable";

const MINUTE_MS = 60_000;

export interface RealtimeInput {
  now: Date;
  /** Reports of the last 30 minutes, any station; older or future ones are ignored as the ETA engine does. */
  reports: readonly ReportRow[];
}

/**
 * GTFS-Realtime TripUpdates: at each station where the report in force for a direction says "delayed",
 * the trains the ETA engine shows delayed, with the delay in seconds at that station and the reported
 * crowd as occupancy (docs/decisions/016-open-data-feeds.md).
 */
export function gtfsTripUpdates({ now, reports }: RealtimeInput): FeedMessage<TripUpdateEntity> {
  const nowMs = now.getTime();
  const weekend = isManilaWeekend(now);
  const dayStartMs = manilaDayStartMs(now);
  const startDate = gtfsDate(manilaDate(now));
  const updates = new Map<string, TripUpdateEntity["trip_update"]>();

  for (const { lineId, stationId, reports: stationReports } of reportsByStation(reports)) {
    for (const { eta, departureMinute } of computeTrainEtas({
      lineId,
      stationId,
      now,
      reports: stationReports,
    })) {
      const report = latestReport(stationReports, eta.direction, nowMs);
      const stop = tripStops(lineId, eta.direction).find((candidate) => candidate.stationId === stationId);
      if (eta.status !== "delayed" || !report || !stop) continue;
      const trip = gtfsTrip(lineId, weekend, eta.direction, departureMinute);
      const scheduledMs = dayStartMs + (departureMinute + stop.minutesFromOrigin) * MINUTE_MS;
      const delay = Math.round((eta.estimatedArrival.getTime() - scheduledMs) / 1000);
      const stopTimeUpdate: StopTimeUpdate = {
        stop_sequence: stop.sequence,
        stop_id: stop.stopId,
        arrival: { delay },
        departure: { delay },
        departure_occupancy_status: OCCUPANCY_BY_CROWD[report.crowd_level],
      };
      const reportedAt = Math.floor(Date.parse(report.created_at) / 1000);
      const update = updates.get(trip.tripId);
      if (update) {
        update.stop_time_update.push(stopTimeUpdate);
        update.timestamp = Math.max(update.timestamp, reportedAt);
      } else {
        updates.set(trip.tripId, {
          trip: {
            trip_id: trip.tripId,
            route_id: lineId,
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

  const entity = [...updates.values()]
    .map((update) => {
      update.stop_time_update.sort((a, b) => a.stop_sequence - b.stop_sequence);
      return { id: `${update.trip.trip_id}:${startDate}`, trip_update: update };
    })
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return { header: feedHeader(now), entity };
}

import { ETA_WINDOW_MS } from "../constants";
import type { LineReport } from "../estimate/estimate-types";
import { learnedRunTimeFactor } from "../estimate/learned-run-time-factor";
import { computeEtas } from "../eta/compute-etas";
import { headwayAt } from "../schedule/headway";
import { SCHEDULES } from "../schedule/schedules";
import { servingDirections } from "../schedule/serving-directions";
import { travelMinutes } from "../schedule/travel-minutes";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";
import type { EstimatedTrain, Estimator } from "./score-estimates";

const MINUTE_MS = 60_000;
/** A report comes this long after the train arrived where it was seen: a dwell and a prompt report. */
const SEEN_AFTER_ARRIVAL_MS = 70_000;
const MEMORY_MS = 60 * MINUTE_MS;
/** A train expected this long ago is taken as gone. */
const GONE_MS = MINUTE_MS;

/**
 * The plain tracker, a baseline for the bench (docs/decisions/102-a-second-simulated-world.md):
 * every sighting of the last hour upstream is carried to the station at the learned run time, sightings
 * closer than half a headway are one train, and a direction nobody saw keeps the timetable. Nothing else.
 */
export function plainTrackerEstimator(): Estimator {
  let learnedFor: readonly LineReport[] | undefined;
  let learnedAt = Number.NaN;
  let factor = 1;
  return ({ lineId, stationId, now, reports }) => {
    const nowMs = now.getTime();
    if (reports !== learnedFor || nowMs !== learnedAt) {
      learnedFor = reports;
      learnedAt = nowMs;
      factor = learnedRunTimeFactor(lineId, reports, now);
    }
    const minutes = SCHEDULES[lineId].stationMinutes;
    const headwayMs = headwayAt(lineId, manilaMinuteOfDay(now), isManilaWeekend(now)) * MINUTE_MS;
    const timetable = computeEtas({ lineId, stationId, now, reports: [] });
    const etas: EstimatedTrain[] = [];
    for (const direction of servingDirections(lineId, stationId)) {
      const position = travelMinutes(lineId, direction, minutes[stationId] ?? 0);
      const expected: number[] = [];
      for (const report of reports) {
        if (report.direction !== direction || report.status === "cancelled") continue;
        const seenMs = Date.parse(report.created_at);
        if (seenMs < nowMs - MEMORY_MS || seenMs > nowMs) continue;
        const from = travelMinutes(lineId, direction, minutes[report.station_id] ?? Number.NaN);
        if (!(from < position)) continue;
        const atMs = seenMs - SEEN_AFTER_ARRIVAL_MS + factor * (position - from) * MINUTE_MS;
        if (atMs >= nowMs - GONE_MS && atMs <= nowMs + ETA_WINDOW_MS) expected.push(atMs);
      }
      expected.sort((a, b) => a - b);
      const trains: number[] = [];
      for (const atMs of expected) {
        const last = trains.at(-1);
        if (last !== undefined && atMs - last < headwayMs / 2) continue;
        trains.push(atMs);
      }
      if (trains.length === 0) {
        etas.push(...timetable.filter((eta) => eta.direction === direction));
        continue;
      }
      for (const atMs of trains)
        etas.push({ direction, estimatedArrival: new Date(Math.max(nowMs, atMs)), status: "on-time" });
    }
    return etas;
  };
}

import type { LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { learnRunTimeFactor } from "./run-time-factor";
import { lineSightings } from "./sightings";

const MINUTE_MS = 60_000;

/** The run-time factor learned from every report of the line today up to `now`. */
export function learnedRunTimeFactor(lineId: LineId, reports: readonly LineReport[], now: Date): number {
  const dayStartMs = manilaDayStartMs(now);
  const weekend = isManilaWeekend(now);
  return learnRunTimeFactor(
    lineSightings(lineId, reports, dayStartMs, now.getTime()).trains,
    (ms) => headwayAt(lineId, Math.floor((ms - dayStartMs) / MINUTE_MS), weekend) * MINUTE_MS,
  );
}

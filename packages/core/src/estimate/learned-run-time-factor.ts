import type { LineId } from "../domain-types";
import { manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { learnRunTimeFactor } from "./run-time-factor";
import { lineSightings } from "./sightings";

/** The run-time factor learned from every report of the line today up to `now`. */
export function learnedRunTimeFactor(lineId: LineId, reports: readonly LineReport[], now: Date): number {
  return learnRunTimeFactor(lineSightings(lineId, reports, manilaDayStartMs(now), now.getTime()).trains);
}

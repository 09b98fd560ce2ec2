import type { LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { learnRunTimeFactor } from "./run-time-factor";
import { lineSightings } from "./sightings";
import { withoutLoudestAccount } from "./without-loudest-account";

const MINUTE_MS = 60_000;

/**
 * The run-time factor learned from the line's reports today up to `now`, but for those of the account that
 * sent the most (without-loudest-account.ts).
 */
export function learnedRunTimeFactor(lineId: LineId, reports: readonly LineReport[], now: Date): number {
  const dayStartMs = manilaDayStartMs(now);
  const weekend = isManilaWeekend(now);
  return learnRunTimeFactor(
    withoutLoudestAccount(lineSightings(lineId, reports, dayStartMs, now.getTime()).trains),
    (ms) => headwayAt(lineId, Math.floor((ms - dayStartMs) / MINUTE_MS), weekend) * MINUTE_MS,
  );
}

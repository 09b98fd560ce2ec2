import { manilaDayStartMs } from "../time/manila-time";
import { SIGHTING_MEMORY_MS } from "./folded-reports";

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a line's sightings answer may be kept without a new report of the line
 * (docs/decisions/111-sightings-answers-kept-a-minute.md): at most `keepMs`, for what it learns from the
 * day moves with the clock, a little; never past a shown report leaving the 90 minutes the estimator
 * reads, a later-stamped one coming in, or the end of the Manila service day (the day's reports are read
 * anew).
 */
export function lineSightingsValidUntil(
  dayReports: readonly { created_at: string }[],
  nowMs: number,
  keepMs: number,
): number {
  let until = Math.min(nowMs + keepMs, manilaDayStartMs(new Date(nowMs)) + DAY_MS);
  for (const report of dayReports) {
    const createdMs = Date.parse(report.created_at);
    // A report already out of the 90 minutes changes nothing more: what it taught the day stays.
    const changesAtMs = createdMs <= nowMs ? createdMs + SIGHTING_MEMORY_MS : createdMs;
    if (changesAtMs > nowMs) until = Math.min(until, changesAtMs);
  }
  return until;
}

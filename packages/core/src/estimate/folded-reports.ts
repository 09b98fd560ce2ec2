import type { LineReport } from "./estimate-types";

const MINUTE_MS = 60_000;
/** How far back the estimator reads sightings: older trains have left the line. */
export const SIGHTING_MEMORY_MS = 90 * MINUTE_MS;
/** Reports of one station, direction and status this close together are riders repeating one train. */
const REPEAT_MS = 90_000;

/**
 * The reports the estimator reads at `now`: those of the last 90 minutes (or `memoryMs`), oldest first, where of reports
 * repeating one another (same station, direction and status, each within 90 s of the next) only the last
 * is kept. The newest report of each station and direction survives, so the spec's station rule reads the
 * same; folding what is folded changes nothing, so a phone given the folded reports estimates as the
 * server does.
 */
export function foldedReports<Report extends LineReport>(
  reports: readonly Report[],
  now: Date,
  memoryMs = SIGHTING_MEMORY_MS,
): Report[] {
  const nowMs = now.getTime();
  const recent = reports
    .map((report) => ({ report, createdMs: Date.parse(report.created_at) }))
    .filter(({ createdMs }) => createdMs > nowMs - memoryMs && createdMs <= nowMs)
    .sort((a, b) => a.createdMs - b.createdMs);
  const nextOfKind = new Map<string, { createdMs: number; keptAt: number | undefined }>();
  const kept: (Report | null)[] = [];
  for (let index = recent.length - 1; index >= 0; index--) {
    const entry = recent[index];
    if (!entry) continue;
    const { report, createdMs } = entry;
    const kind = `${report.station_id}|${report.direction}|${report.status}`;
    const next = nextOfKind.get(kind);
    if (next?.keptAt !== undefined && next.createdMs === createdMs) {
      // Of reports made in the same instant the spec's rule reads the first listed: keep that one, in its
      // own place, so it still comes before another kind's report listed after it in that instant.
      kept[next.keptAt] = null;
      nextOfKind.set(kind, { createdMs, keptAt: kept.length });
      kept.push(report);
      continue;
    }
    const repeat = next !== undefined && next.createdMs - createdMs < REPEAT_MS;
    nextOfKind.set(kind, { createdMs, keptAt: repeat ? undefined : kept.length });
    if (!repeat) kept.push(report);
  }
  return kept.filter((report): report is Report => report !== null).reverse();
}

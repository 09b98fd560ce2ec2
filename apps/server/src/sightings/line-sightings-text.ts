import { type LineId, lineSightingsAnswer, manilaDayStartMs } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { toJsonText } from "#server/http/json-text.ts";
import { sightingsKey } from "#server/reports/report-events.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";

/**
 * A line's sightings answer (core's lineSightingsAnswer from the day's reports), kept in memory until the
 * line's next report: GET /api/sightings sends it, GET /api/journeys plans from it.
 */
export function lineSightingsText(deps: Pick<AppDeps, "events" | "database">, line: LineId, now: Date) {
  return deps.events.cache.answer(sightingsKey(line), now, {
    read: () => lineReportsSince(deps.database.drizzle, line, new Date(manilaDayStartMs(now) - 1)),
    render: (shown, at) => toJsonText(lineSightingsAnswer(line, shown, at)),
  });
}

import { type LineId, lineSightingsAnswer, lineSightingsValidUntil, manilaDayStartMs } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { toJsonText } from "#server/http/json-text.ts";
import { backedReportsSince } from "#server/reports/backed-reports.ts";
import { sightingsKey } from "#server/reports/report-events.ts";
import type { AnswerWindow } from "#server/reports/report-window-cache.ts";

/** Without a report of the line, what the answer learns from the day moves little in a minute (decision 111). */
const KEEP_MS = 60_000;

/** The day's reports, kept while no shown report leaves the estimator's 90 minutes (decision 111). */
const SERVICE_DAY: AnswerWindow = {
  since: (nowMs) => manilaDayStartMs(new Date(nowMs)) - 1,
  validUntil: (rows, nowMs) => lineSightingsValidUntil(rows, nowMs, KEEP_MS),
};

/**
 * A line's sightings answer (core's lineSightingsAnswer from the day's reports and the past weeks'
 * riders), kept in memory until the line's next report or the clock changes it: GET /api/sightings sends
 * it, GET /api/journeys plans from it.
 */
export function lineSightingsText(
  deps: Pick<AppDeps, "events" | "database" | "pastRiders">,
  line: LineId,
  now: Date,
) {
  return deps.events.cache.answer(sightingsKey(line), now, {
    // The cancellations riders back are marked: only those act beyond their own station on phones (decision 136).
    read: (since) => backedReportsSince(deps.database.drizzle, since, line),
    // Riders as the past weeks showed them are believed until the day shows its own (decision 141).
    render: (shown, at) => toJsonText(lineSightingsAnswer(line, shown, at, deps.pastRiders.of(line, at))),
    window: SERVICE_DAY,
  });
}

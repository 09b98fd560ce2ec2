import { lineStatuses } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { toJsonText } from "#server/http/json-text.ts";
import { LINE_STATUS_KEY } from "#server/reports/report-events.ts";
import { lineReportsSince } from "./line-reports";

/** Every line's status, kept in memory until the next report: GET /api/lines/status sends it, journeys read it. */
export function lineStatusText(deps: Pick<AppDeps, "events" | "database">, now: Date) {
  return deps.events.cache.answer(LINE_STATUS_KEY, now, {
    read: (since) => lineReportsSince(deps.database.drizzle, since),
    render: (shown, at) => toJsonText(lineStatuses(shown, at)),
  });
}

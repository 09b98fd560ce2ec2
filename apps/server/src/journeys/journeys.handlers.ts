import {
  type JourneyPlanAnswer,
  type JourneysQuery,
  journeyInputOf,
  journeyPlanAnswer,
  journeyPlanSchema,
  type journeysQuerySchema,
  LINE_IDS,
  type LineId,
  type LineSightings,
  type LineStatus,
  leaveTimeInWindow,
  planJourney,
} from "@riles/core";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { apiError } from "#server/http/api-error.ts";
import { answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { lineStatusText } from "#server/lines/line-status-text.ts";
import { lineSightingsText } from "#server/sightings/line-sightings-text.ts";

/** The headers a journeys answer sets itself, beside its JSON content type. */
export const JOURNEYS_HEADERS = { "Cache-Control": "no-store" };

/** A kept JSON text read once: the same text, the same value, until a report changes the text. */
function parsedOnce<T>(): (text: string) => T {
  let last: { text: string; value: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: JSON.parse(text) as T };
    return last.value;
  };
}

/** Plans a checked query at `now`: what GET /api/journeys answers. */
type JourneyPlanner = (
  deps: Pick<AppDeps, "events" | "database" | "pastRiders">,
  query: JourneysQuery,
  now: Date,
) => Promise<JourneyPlanAnswer>;

/**
 * Plans from the answers the server keeps in memory for GET /api/sightings (each line's learned run
 * times, kept directions and recent reports) and GET /api/lines/status (the line marks), each parsed
 * once: nothing is read from the database or learned again while no report arrives
 * (docs/decisions/111-sightings-answers-kept-a-minute.md). The same parsed reports each time also let
 * core keep each line's state between requests (docs/decisions/116-journeys-cheaper-per-request.md).
 */
export function journeyPlanner(): JourneyPlanner {
  const statusesOf = parsedOnce<LineStatus[]>();
  const sightingsOf = new Map(LINE_IDS.map((line) => [line, parsedOnce<LineSightings>()]));
  const sightingsOfLine = async (
    deps: Pick<AppDeps, "events" | "database" | "pastRiders">,
    line: LineId,
    now: Date,
  ) => {
    const text = await lineSightingsText(deps, line, now);
    return [line, sightingsOf.get(line)?.(text)] as const;
  };
  return async (deps, query, now) => {
    const [statuses, sightings] = await Promise.all([
      lineStatusText(deps, now),
      Promise.all(LINE_IDS.map((line) => sightingsOfLine(deps, line, now))),
    ]);
    const input = journeyInputOf(query, now, {
      sightings: Object.fromEntries(sightings),
      lineStatuses: statusesOf(statuses),
    });
    return journeyPlanAnswer(input, planJourney(input));
  };
}

/** The Hono route's handler; most requests are answered before Hono by `journeysFromNode`. */
export function journeysHandler(plan = journeyPlanner()) {
  return async (c: Context<AppEnv, string, Validated<"query", typeof journeysQuerySchema>>) => {
    const { deps } = c.var;
    const query = c.req.valid("query");
    const now = deps.clock();
    if (!leaveTimeInWindow(query.at, now)) return apiError(c, 400, "journeyTimeOutOfRange");
    const answer = await plan(deps, query, now);
    for (const [name, value] of Object.entries(JOURNEYS_HEADERS)) c.header(name, value);
    return answerJson(c, journeyPlanSchema, answer);
  };
}

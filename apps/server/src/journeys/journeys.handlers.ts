import {
  type JourneyInput,
  journeyPlanAnswer,
  journeyPlanSchema,
  type journeysQuerySchema,
  LINE_IDS,
  type LineSightings,
  type LineStatus,
  planJourney,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { lineStatusText } from "#server/lines/line-status-text.ts";
import { lineSightingsText } from "#server/sightings/line-sightings-text.ts";

/** A kept JSON text read once: the same text, the same value, until a report changes the text. */
function parsedOnce<T>(): (text: string) => T {
  let last: { text: string; value: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: JSON.parse(text) as T };
    return last.value;
  };
}

/**
 * Plans from what the server keeps in memory for the phones: each line's sightings answer (its learned
 * run-time factor, kept directions and recent reports) and the line marks; nothing is read from the
 * database while no report arrives.
 */
export function journeysHandler() {
  const sightingsOf = Object.fromEntries(LINE_IDS.map((line) => [line, parsedOnce<LineSightings>()]));
  const statusesOf = parsedOnce<LineStatus[]>();
  return async (c: Context<AppEnv, string, Validated<"query", typeof journeysQuerySchema>>) => {
    const query = c.req.valid("query");
    const { deps } = c.var;
    const now = deps.clock();
    const [statuses, ...lines] = await Promise.all([
      lineStatusText(deps, now),
      ...LINE_IDS.map((line) => lineSightingsText(deps, line, now)),
    ]);
    const input: JourneyInput = {
      from: { lineId: query.from_line, stationId: query.from_station },
      to: { lineId: query.to_line, stationId: query.to_station },
      now,
      leaveAt: query.at === undefined ? undefined : new Date(query.at),
      fare: { medium: query.medium, rider: query.rider },
      reports: {},
      learned: {},
      lineStatuses: statusesOf(statuses),
    };
    LINE_IDS.forEach((line, index) => {
      const sightings = sightingsOf[line]?.(lines[index] ?? "");
      if (!sightings || !input.reports || !input.learned) return;
      input.reports[line] = sightings.reports;
      input.learned[line] = {
        runTimeFactor: sightings.run_time_factor,
        keptDirections: sightings.kept_directions,
      };
    });
    c.header("Cache-Control", "no-store");
    return answerJson(c, journeyPlanSchema, journeyPlanAnswer(input, planJourney(input)));
  };
}

import { journeyPlanSchema, journeysQuerySchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { perAddressCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, refusals } from "#server/openapi/describe.ts";
import { journeysHandler } from "./journeys.handlers";

/**
 * Past its address's journeys for the minute (JOURNEYS_PER_MINUTE_PER_ADDRESS), a request is answered 429
 * with Retry-After: a plan costs CPU, and one address must not spend it for everyone
 * (docs/decisions/119-journeys-per-address.md).
 */
const askedTooOften = perAddressCeiling((deps) => deps.journeysPerAddress, "tooManyJourneyRequests");

/** GET /api/journeys: core's planJourney on the reports kept in memory. Mounted at /api/journeys. */
export function journeysRoutes() {
  return new Hono<AppEnv>().get(
    "/",
    describeRoute({
      summary: "Journeys from one station to another, fastest first, with their times and fares",
      description:
        "The ways from `from_station` of `from_line` to `to_station` of `to_line`, leaving `at` (an ISO " +
        "instant with its offset, from a day before now to 30 days after; now when absent): each ride's line, direction (named by the terminus it " +
        "runs towards), boarding and alighting station, stops, expected departure and arrival (`basis` " +
        "live: from riders' sightings through the estimator; timetable: the timetable alone), fare and " +
        "line mark; the walks between lines with their minutes; the total time and fare for `medium` " +
        "(beep or single-journey) and `rider` (regular, student, senior, pwd: 50 % from mid-2025). A way " +
        "that would reach a line after its last train is not offered and `missed` names that train (beside " +
        "ways still left, only where its way would have been quicker than the quickest left); " +
        "with no way left that day, `first_next_day` is the next service day's first journey. " +
        "Rules and fares: docs/product.md (Journeys) and docs/fares.md.",
      responses: { 200: jsonAnswer("Journeys", journeyPlanSchema), ...refusals(400, 429) },
    }),
    askedTooOften,
    validate("query", journeysQuerySchema),
    journeysHandler(),
  );
}

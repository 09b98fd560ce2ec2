import {
  reportIdSchema,
  reportInputSchema,
  reportRowSchema,
  reportRowsSchema,
  reportsQuerySchema,
} from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { OpenAPIV3 } from "openapi-types";
import { z } from "zod";
import type { AppEnv } from "#server/app-env.ts";
import { requireSession } from "#server/auth/require-session.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, POST_REFUSALS, refusals } from "#server/openapi/describe.ts";
import { reportStream } from "./report-stream-route";
import { addReport, stationReports } from "./reports.handlers";

const inputSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as OpenAPIV3.SchemaObject;
const queryProperties = inputSchema(reportsQuerySchema).properties ?? {};

// OpenAPI has no schema for one event of a stream: the `report` event's data is described beside it.
const eventStream = { type: "string" as const, "x-report-event-data": z.toJSONSchema(reportRowSchema) };

/**
 * The stream validates its own input (its handler writes to Node's response directly), so its
 * parameters are described here rather than declared through `validate`.
 */
const streamDescription = describeRoute({
  summary: "Server-sent events: each stored report, as it is stored",
  description:
    "Event `report`, `id:` the report's id, `data:` the report as GET /api/reports answers it " +
    "(schema ReportRow below). A comment line `: ready` when the stream is subscribed, `: heartbeat` " +
    "every 25 s. A client that reconnects sends Last-Event-ID and first gets what was stored after that " +
    "report in the last 30 minutes (nothing when the id is of no report). With `line` and `station` (both or neither), only that station's " +
    "reports. A client that does not read for 1 MB of events is disconnected and replays. Event `withdrawn` " +
    "(data: id, line_id, station_id, direction, status and reason: disputed, hidden or suspended) when a " +
    "report stops counting, `restored` (the whole report, as in `report`) when it counts again or a rider's " +
    "vote made a cancellation backed by riders or no longer (its `corroborated` mark); neither has " +
    "an id. On streams of every station, event `line-status` (data: one line's status as GET " +
    "/api/lines/status answers it) when a report, a withdrawal or the clock changed it. Past the server's " +
    "STREAM_MAX_CLIENTS open streams: 503 with Retry-After. Past STREAM_MAX_PER_ADDRESS open streams of the " +
    "client's address (an IPv6 one by its /64), or STREAM_MAX_PER_IPV6_48 of all the /64s of its /48: 429 " +
    "`streamsFromAddress` with Retry-After, unless the request is signed in and its " +
    "account holds fewer than STREAM_MAX_PER_ACCOUNT more (then 429 `streamsFromAccount`) and the streams on " +
    "accounts from its address (an IPv6 one by its /48) are fewer than that address's own allowance again " +
    "(then 429 `streamsFromNetworkAccounts`).",
  parameters: [
    { name: "Last-Event-ID", in: "header", required: false, schema: inputSchema(reportIdSchema) },
    ...Object.entries(queryProperties).map(([name, schema]) => ({
      name,
      in: "query" as const,
      required: false,
      schema: schema as OpenAPIV3.SchemaObject,
    })),
  ],
  responses: {
    200: {
      description: "text/event-stream of `report` events",
      content: {
        "text/event-stream": { schema: eventStream },
      },
    },
    ...refusals(400, 429),
  },
});

/**
 * Riders' reports: a station's recent ones, a new one (held to `limitReports` besides the account's own
 * limits) and the live stream. Mounted at /api/reports.
 */
export function reportsRoutes(limitReports: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();

  routes.get("/stream", streamDescription, reportStream);

  routes.get(
    "/",
    describeRoute({
      summary: "A station's reports of the last 30 minutes, newest first",
      responses: { 200: jsonAnswer("Reports", reportRowsSchema), ...refusals(400) },
    }),
    validate("query", reportsQuerySchema),
    stationReports,
  );

  routes.post(
    "/",
    describeRoute({
      summary: "Report a train departure (signed in; 403 accountSuspended with params.until while suspended)",
      responses: {
        201: jsonAnswer("Stored", reportRowSchema),
        ...refusals(...POST_REFUSALS, 401, 403, 429),
      },
    }),
    databaseRequestsCeiling,
    requireSession,
    readJsonObject,
    validate("json", reportInputSchema),
    // After the body is read whole: a request trickling its body in holds no share of its network's.
    limitReports,
    addReport,
  );

  return routes;
}

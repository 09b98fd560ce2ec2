import {
  credentialsSchema,
  feedbackInputSchema,
  gtfsRealtimeQuerySchema,
  lineStatusesSchema,
  reportInputSchema,
  reportRowSchema,
  reportRowsSchema,
  reportsQuerySchema,
} from "@riles/core";
import { z } from "zod";

const errorSchema = z.object({ error: z.string() });

function schemaOf(schema: z.core.$ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });
}

function json(schema: z.core.$ZodType, io: "input" | "output" = "output") {
  return { content: { "application/json": { schema: schemaOf(schema, io) } } };
}

function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, { description: "Error", ...json(errorSchema) }]));
}

/** The API's contract, generated from the same zod schemas the server validates with. */
export function openApiDocument(publicUrl: string, version: string) {
  const query = schemaOf(reportsQuerySchema, "input") as { properties: Record<string, object> };
  const realtime = (summary: string) => ({
    get: {
      summary,
      parameters: [
        {
          name: "format",
          in: "query",
          required: false,
          schema: schemaOf(gtfsRealtimeQuerySchema.shape.format, "input"),
        },
      ],
      responses: {
        200: {
          description: "GTFS-Realtime 2.0 FeedMessage, FULL_DATASET (JSON with format=json)",
          content: { "application/x-protobuf": {}, "application/json": {} },
        },
        ...errors(400),
      },
    },
  });
  return {
    openapi: "3.0.3",
    info: { title: "Riles API", version },
    servers: [{ url: publicUrl }],
    paths: {
      "/api/health": {
        get: {
          summary: "Database round trip",
          responses: {
            200: { description: "OK", ...json(z.object({ status: z.literal("ok") })) },
            ...errors(503),
          },
        },
      },
      "/api/reports": {
        get: {
          summary: "A station's reports of the last 30 minutes, newest first",
          parameters: Object.entries(query.properties).map(([name, schema]) => ({
            name,
            in: "query",
            required: true,
            schema,
          })),
          responses: { 200: { description: "Reports", ...json(reportRowsSchema) }, ...errors(400) },
        },
        post: {
          summary: "Report a train departure (signed in)",
          requestBody: { required: true, ...json(reportInputSchema, "input") },
          responses: {
            201: { description: "Stored", ...json(reportRowSchema) },
            ...errors(400, 401, 415, 429),
          },
        },
      },
      "/api/reports/stream": {
        get: {
          summary:
            "Server-sent events: event 'report' with each stored report; Last-Event-ID replays 30 minutes",
          responses: { 200: { description: "text/event-stream", content: { "text/event-stream": {} } } },
        },
      },
      "/api/lines/status": {
        get: {
          summary:
            "Per line, delayed and cancelled reports of the last 30 minutes and the newest report time",
          responses: { 200: { description: "Line status", ...json(lineStatusesSchema) } },
        },
      },
      "/api/feedback": {
        post: {
          summary: "Store an in-app bug report",
          requestBody: { required: true, ...json(feedbackInputSchema, "input") },
          responses: {
            201: { description: "Stored", ...json(z.object({ id: z.string() })) },
            ...errors(400, 415, 429),
          },
        },
      },
      "/api/gtfs/static.zip": {
        get: {
          summary: "The timetable as a GTFS static feed (docs/open-data.md); ETag and Last-Modified",
          responses: {
            200: { description: "GTFS zip", content: { "application/zip": {} } },
            304: { description: "Not modified since If-None-Match / If-Modified-Since" },
          },
        },
      },
      "/api/gtfs-rt/trip-updates": realtime("Trains riders report delayed, with delay and occupancy"),
      "/api/gtfs-rt/alerts": realtime("Stations and directions where riders report cancelled trains"),
      "/api/auth/sign-up/email": {
        post: {
          summary: "Create an account; a confirmation mail is sent (same answer for an existing address)",
          requestBody: { required: true, ...json(credentialsSchema.extend({ name: z.string() }), "input") },
          responses: { 200: { description: "Accepted" }, ...errors(400, 429) },
        },
      },
      "/api/auth/sign-in/email": {
        post: {
          summary: "Sign in; refused with 403 EMAIL_NOT_VERIFIED until the address is confirmed",
          requestBody: { required: true, ...json(credentialsSchema, "input") },
          responses: { 200: { description: "Signed in (session cookie)" }, ...errors(400, 401, 403, 429) },
        },
      },
      "/api/auth/sign-out": {
        post: { summary: "Sign out", responses: { 200: { description: "Signed out" } } },
      },
      "/api/auth/get-session": {
        get: { summary: "The current session or null", responses: { 200: { description: "Session" } } },
      },
      "/api/auth/verify-email": {
        get: {
          summary: "The link of the confirmation mail",
          responses: { 302: { description: "To /auth" } },
        },
      },
    },
  };
}

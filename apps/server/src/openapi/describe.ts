import { apiRefusalSchema, REPORT_CURSOR_HEADER, reminderRowSchema, reportRowSchema } from "@riles/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { resolver } from "hono-openapi";
import { z } from "zod";

/**
 * The answers several routes share, named once in the document's components (`$ref`), so the generated
 * web types name them once too instead of repeating their shape under every route.
 */
const SHARED_ANSWERS = z.registry<{ id: string }>();
SHARED_ANSWERS.add(apiRefusalSchema, { id: "ApiRefusal" });
SHARED_ANSWERS.add(reportRowSchema, { id: "ReportRow" });
SHARED_ANSWERS.add(reminderRowSchema, { id: "ReminderRow" });

/** A JSON answer for a route's description, from the core schema the web app parses it with. */
export function jsonAnswer(description: string, schema: StandardSchemaV1) {
  return {
    description,
    content: { "application/json": { schema: resolver(schema, { options: { metadata: SHARED_ANSWERS } }) } },
  };
}

/**
 * A JSON answer the report stream keeps current in the web app, with how far the stream had got when it was
 * read (docs/decisions/081-answers-say-how-far-the-stream-had-got.md).
 */
export function streamKeptAnswer(description: string, schema: StandardSchemaV1) {
  return {
    ...jsonAnswer(description, schema),
    headers: {
      [REPORT_CURSOR_HEADER]: {
        description:
          "How far this process's report stream had got when the answer was read: a stream whose `ready` " +
          "event carries the same process and no greater count will push everything the answer lacks",
        schema: { type: "string" as const },
      },
    },
  };
}

const REFUSALS: Record<number, string> = {
  400: "The input was refused; the message says why",
  401: "Sign-in required",
  403: "Not allowed: another site's Origin, a suspended account, or a role the account does not have",
  404: "Not found: no such report or suspension, or not this device's",
  409: "Not in a state this action applies to, or the device already holds as many as it may",
  413: "The body is over 16 KB; the connection closes after the answer",
  415: "The body is not declared as application/json",
  429: "Too many requests; the message says when to try again",
  500: "Something went wrong on our side",
  503: "The database is not answering",
};

/**
 * The refusals a route may answer, each `{ "error": <message> }`. Every route may answer 500 and 503
 * (http/unhandled-error.ts); every POST also 415, 413 for a body over 16 KB and 400 for one that is not a
 * JSON object (http/json-body.ts).
 */
export function refusals(...codes: number[]) {
  return Object.fromEntries(
    withEveryRoutesRefusals(codes).map((code) => [
      code,
      jsonAnswer(refusalDescription(code), apiRefusalSchema),
    ]),
  );
}

export function withEveryRoutesRefusals(codes: readonly number[]): number[] {
  return [...new Set([...codes, 500, 503])].sort();
}

export function refusalDescription(code: number): string {
  return REFUSALS[code] ?? "Refused";
}

/** What every POST may be refused with besides its own refusals. */
export const POST_REFUSALS = [400, 413, 415] as const;

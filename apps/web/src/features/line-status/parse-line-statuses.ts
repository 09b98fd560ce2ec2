import type { LineStatus } from "@riles/core";
import { messages } from "#web/lib/i18n/i18n.ts";
import { isLineStatus } from "#web/lib/parse-line-status.ts";

/** The line status answer, every entry checked as a pushed one is (isLineStatus). */
export function parseLineStatuses(body: unknown): LineStatus[] {
  if (!Array.isArray(body) || !body.every(isLineStatus)) throw new Error(messages().invalidResponseFormat);
  return body;
}

import type { LineStatus } from "@riles/core";
import { messages } from "../../lib/i18n/i18n";
import { isLineStatus } from "../../lib/parse-line-status";

/** The line status answer, every entry checked as a pushed one is (isLineStatus). */
export function parseLineStatuses(body: unknown): LineStatus[] {
  if (!Array.isArray(body) || !body.every(isLineStatus)) throw new Error(messages().invalidResponseFormat);
  return body;
}

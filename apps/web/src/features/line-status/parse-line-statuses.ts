import { type LineStatus, MESSAGES } from "@riles/core";
import { isLineStatus } from "../../lib/parse-line-status";

/** The line status answer, every entry checked as a pushed one is (isLineStatus). */
export function parseLineStatuses(body: unknown): LineStatus[] {
  if (!Array.isArray(body) || !body.every(isLineStatus)) throw new Error(MESSAGES.invalidResponseFormat);
  return body;
}

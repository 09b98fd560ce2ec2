import { isLineId, type LineStatus } from "@riles/core";
import { messages } from "../../lib/i18n/i18n";

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isLineStatus(value: unknown): value is LineStatus {
  if (typeof value !== "object" || value === null) return false;
  const { line_id, delayed, cancelled, latest_report_at } = value as Record<string, unknown>;
  return (
    isLineId(line_id) &&
    isCount(delayed) &&
    isCount(cancelled) &&
    (latest_report_at === null ||
      (typeof latest_report_at === "string" && !Number.isNaN(Date.parse(latest_report_at))))
  );
}

/**
 * The line status answer, checked field by field against core's LineStatus. Plain checks rather than
 * core's zod schema: this runs on the first screen, which loads without zod
 * (docs/decisions/015-first-screen-budget.md); the server's answer is built from that schema's type.
 */
export function parseLineStatuses(body: unknown): LineStatus[] {
  if (!Array.isArray(body) || !body.every(isLineStatus)) throw new Error(messages().invalidResponseFormat);
  return body;
}

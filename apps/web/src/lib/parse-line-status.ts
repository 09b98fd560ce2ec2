import { isLineId, type LineStatus } from "@riles/core";

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * One line's status, checked field by field against core's LineStatus. Plain checks rather than core's zod
 * schema: this runs on the first screen, which loads without zod (docs/decisions/015-first-screen-budget.md);
 * the server's answer is built from that schema's type.
 */
export function isLineStatus(value: unknown): value is LineStatus {
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

/** A `line-status` event's data (null when it is not one line's status). */
export function parseLineStatus(data: unknown): LineStatus | null {
  if (typeof data !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isLineStatus(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

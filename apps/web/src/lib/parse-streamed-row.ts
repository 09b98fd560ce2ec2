import { type ReportRow, reportRowSchema } from "@riles/core";

/** One `report` event's data: a stored row as JSON, checked against core's schema (null when it is not). */
export function parseStreamedRow(data: unknown): ReportRow | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = reportRowSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

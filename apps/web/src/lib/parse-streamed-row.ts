import { type ReportRow, reportRowSchema, type WithdrawnReport, withdrawnReportSchema } from "@riles/core";

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

/** A `withdrawn` or `restored` event's data, checked against core's schema (null when it is not). */
export function parseStreamedStanding(data: unknown): WithdrawnReport | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = withdrawnReportSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { type ReportRow, reportRowSchema, type WithdrawnReport, withdrawnReportSchema } from "@riles/core";

/** An event's data: JSON checked against core's schema, or null when it is not. */
function parseStreamed<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  data: unknown,
) {
  if (typeof data !== "string") return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

/** One `report` event's data: a stored row. */
export function parseStreamedRow(data: unknown): ReportRow | null {
  return parseStreamed<ReportRow>(reportRowSchema, data);
}

/** A `withdrawn` or `restored` event's data. */
export function parseStreamedStanding(data: unknown): WithdrawnReport | null {
  return parseStreamed<WithdrawnReport>(withdrawnReportSchema, data);
}

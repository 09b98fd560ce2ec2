import { MESSAGES, type ReportRow, reportRowsSchema } from "@riles/core";

/** The reports answer checked against core's shared schema; anything else is the product's format error. */
export function parseReports(body: unknown): ReportRow[] {
  const rows = reportRowsSchema.safeParse(body);
  if (!rows.success) throw new Error(MESSAGES.invalidResponseFormat);
  return rows.data;
}

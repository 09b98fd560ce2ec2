import { type LineId, MESSAGES, type ReportRow, reportRowsSchema } from "@riles/core";
import { z } from "zod";
import { checkHealth } from "../../connection/check-health";

const errorBodySchema = z.object({ error: z.string().min(1) });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The station's reports of the last 30 minutes, newest first (GET /api/reports), after the spec's
 * connectivity check. Every failure becomes an Error carrying the message the screen shows.
 */
export async function fetchReports(
  lineId: LineId,
  stationId: string,
  signal?: AbortSignal,
): Promise<ReportRow[]> {
  await checkHealth(signal);
  const query = new URLSearchParams({ line: lineId, station: stationId });
  let response: Response;
  try {
    response = await fetch(`/api/reports?${query}`, { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(MESSAGES.databaseConnectionFailed);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const refusal = errorBodySchema.safeParse(body);
    throw new Error(refusal.success ? refusal.data.error : MESSAGES.unexpectedFetchEtas);
  }
  const rows = reportRowsSchema.safeParse(body);
  if (!rows.success) throw new Error(MESSAGES.invalidResponseFormat);
  return rows.data;
}

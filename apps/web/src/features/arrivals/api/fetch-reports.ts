import { type LineId, MESSAGES, type ReportRow } from "@riles/core";
import { checkHealth } from "../../connection/check-health";

/**
 * The validation code (zod) is its own chunk, fetched with the first arrivals rather than with the first
 * screen: a commuter on slow mobile data sees the line picker sooner. The import starts alongside the
 * connection check, so it adds no wait of its own.
 */
const loadParser = () => import("./parse-reports");

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function refusalMessage(body: unknown): string {
  if (
    typeof body === "object" &&
    body !== null &&
    "error" in body &&
    typeof body.error === "string" &&
    body.error
  ) {
    return body.error;
  }
  return MESSAGES.unexpectedFetchEtas;
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
  const parser = loadParser();
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
  if (!response.ok) throw new Error(refusalMessage(body));
  const { parseReports } = await parser;
  return parseReports(body);
}

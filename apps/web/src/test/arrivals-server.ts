import type { ReportRow } from "@riles/core";
import { type Handler, jsonResponse, stubServer } from "./render-route";

/** GET /api/sightings' answer for LRT-1: the timetable's run times and the reports given. */
export const sightingsOf = (reports: readonly ReportRow[]) => ({
  line_id: "lrt1",
  run_time_factor: 1,
  kept_directions: [],
  reports,
});

/** A healthy server answering the arrivals' sightings with `reports`, and whatever else is given. */
export function stubArrivalsServer(reports: readonly ReportRow[] = [], more: Record<string, Handler> = {}) {
  return stubServer({
    "GET /api/health": () => jsonResponse(200, { status: "ok" }),
    "GET /api/sightings": () => jsonResponse(200, sightingsOf(reports)),
    ...more,
  });
}

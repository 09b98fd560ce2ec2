import * as z from "zod/mini";
import { DIRECTIONS, LINE_IDS } from "../domain-types";
import { FACTOR_RANGE } from "../estimate/run-time-factor";
import { reportRowSchema } from "./report-row";

// zod/mini: the web app reads this with a station's arrivals (see report-row.ts).

/**
 * GET /api/lines/{line}/sightings: what a phone needs to estimate a line's arrivals without the day's
 * reports: the run-time factor learned from them, the directions whose trains keep the timetable, and the reports the estimator still reads (the last
 * 90 minutes, repeats folded), oldest first (docs/decisions/035-estimates-from-sightings.md).
 */
export const lineSightingsSchema = z.object({
  line_id: z.enum(LINE_IDS),
  run_time_factor: z.number().check(z.gte(FACTOR_RANGE.min), z.lte(FACTOR_RANGE.max)),
  kept_directions: z.array(z.enum(DIRECTIONS)),
  /**
   * From a train's arrival to a prompt report of it leaving, learned from the day (decision 103); an answer
   * without it (an older server) leaves the phone to learn it from the folded reports.
   */
  sighting_lag_ms: z.optional(z.number().check(z.gte(0), z.lte(240_000))),
  reports: z.array(reportRowSchema),
});

export type LineSightings = z.infer<typeof lineSightingsSchema>;

import * as z from "zod/mini";
import { CROWD_LEVELS, DIRECTIONS, LINE_IDS } from "../domain-types";
import { reportsQuerySchema } from "./reports-query";

// zod/mini, as for reports: the web app parses this answer in a lazily loaded chunk, kept small.

/** GET /api/crowding?line=&station=: the same two parameters, refused in the same words as reports'. */
export const crowdingQuerySchema = reportsQuerySchema;

const hourSchema = z.object({
  hour: z.number().check(z.int(), z.gte(0), z.lte(23)),
  reports: z.number().check(z.int(), z.nonnegative()),
  level: z.nullable(z.enum(CROWD_LEVELS)),
});

const dayHoursSchema = z.array(hourSchema).check(z.length(24));

/** One station's usual crowd, per direction serving it, kind of day and Manila hour (0..23, in order). */
export const stationCrowdingSchema = z.object({
  line_id: z.enum(LINE_IDS),
  station_id: z.string().check(z.minLength(1)),
  /** When the figures were computed; they rest on the reports created in (since, computed_at]. */
  computed_at: z.iso.datetime({ offset: true }),
  since: z.iso.datetime({ offset: true }),
  min_reports: z.number().check(z.int(), z.positive()),
  /** An hour also needs reports of this many different riders for a usual level. */
  min_riders: z.number().check(z.int(), z.positive()),
  directions: z.array(
    z.object({ direction: z.enum(DIRECTIONS), weekday: dayHoursSchema, weekend: dayHoursSchema }),
  ),
});

export type StationCrowdingAnswer = z.infer<typeof stationCrowdingSchema>;

import * as z from "zod/mini";
import { DIRECTIONS, LINE_IDS } from "../domain-types";
import { FARE_MEDIA, RIDER_CATEGORIES } from "../fares/fare-rules";

// zod/mini: the web app's journey screen parses this answer in its own chunk, kept small.

const instant = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.nonnegative());
const stationRefSchema = z.object({ line_id: z.enum(LINE_IDS), station_id: z.string() });

const rideLegSchema = z.object({
  kind: z.literal("ride"),
  line_id: z.enum(LINE_IDS),
  direction: z.enum(DIRECTIONS),
  /** The terminus the train runs towards: the direction's name on the platform. */
  towards_station_id: z.string(),
  board_station_id: z.string(),
  alight_station_id: z.string(),
  stops: count,
  departure: instant,
  arrival: instant,
  /** live: the estimator's train from riders' sightings; timetable: the timetable alone. */
  basis: z.enum(["live", "timetable"]),
  fare: count,
  trouble: z.nullable(z.enum(["cancelled", "delayed"])),
  /** The line is closed when the rider reaches its platform: the ride waits for the line's first train. */
  closed: z.boolean(),
});

const walkLegSchema = z.object({
  kind: z.literal("walk"),
  from: stationRefSchema,
  to: stationRefSchema,
  minutes: count,
  start: instant,
  end: instant,
});

const journeySchema = z.object({
  legs: z.array(z.discriminatedUnion("kind", [rideLegSchema, walkLegSchema])),
  departure: instant,
  arrival: instant,
  minutes: count,
  fare: count,
  transfers: count,
});

/** GET /api/journeys: the journeys fastest first, the last trains missed, the next day's first journey. */
export const journeyPlanSchema = z.object({
  from: stationRefSchema,
  to: stationRefSchema,
  leave_at: instant,
  fare: z.object({ medium: z.enum(FARE_MEDIA), rider: z.enum(RIDER_CATEGORIES) }),
  journeys: z.array(journeySchema),
  missed: z.array(
    z.object({
      line_id: z.enum(LINE_IDS),
      direction: z.enum(DIRECTIONS),
      station_id: z.string(),
      last_train: z.nullable(instant),
    }),
  ),
  first_next_day: z.nullable(journeySchema),
});

export type JourneyPlanAnswer = z.infer<typeof journeyPlanSchema>;

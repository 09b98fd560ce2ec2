import * as z from "zod/mini";
import { LINE_IDS } from "../domain-types";

// zod/mini, as for crowding: the accuracy page parses this answer in its own lazily loaded chunk.

const count = z.number().check(z.int(), z.nonnegative());
const wholePercent = z.number().check(z.int(), z.gte(0), z.lte(100));

/** One line's figure over the window (docs/decisions/118-published-accuracy-corrected-for-riders.md). */
const lineAccuracySchema = z.object({
  line_id: z.enum(LINE_IDS),
  /** Departure reports scored: what the figure rests on. */
  reports: count,
  /** Estimates judged (each report judges those shown before its train) and how many were judged right. */
  scored: count,
  accurate: count,
  /** How many of the judged a right estimate would have been judged right, given the riders' habits. */
  detectable: z.number().check(z.nonnegative()),
  /** Whether the reports say the figure to within `point_range` points: `percent` is given. */
  enough: z.boolean(),
  /** accurate / detectable in whole percent; null while not enough. */
  percent: z.nullable(wholePercent),
  /** The range of the figure the reports support (95 %); null with no reports. */
  low: z.nullable(wholePercent),
  high: z.nullable(wholePercent),
});

/** GET /api/accuracy: every line's figure over the reports created in (since, computed_at]. */
export const accuracyAnswerSchema = z.object({
  computed_at: z.iso.datetime({ offset: true }),
  since: z.iso.datetime({ offset: true }),
  /** A line's figure is a point once its range is at most this many points wide. */
  point_range: z.number().check(z.int(), z.positive()),
  lines: z.array(lineAccuracySchema),
});

export type AccuracyAnswer = z.infer<typeof accuracyAnswerSchema>;

import * as z from "zod/mini";
import { LINE_IDS } from "../domain-types";

// zod/mini, as for crowding: the accuracy page parses this answer in its own lazily loaded chunk.

const count = z.number().check(z.int(), z.nonnegative());

/** One line's figure over the window. */
export const lineAccuracySchema = z.object({
  line_id: z.enum(LINE_IDS),
  /** Departure reports scored: what the figure rests on. */
  reports: count,
  /** Estimates judged (each report judges those shown 1-10 minutes before it) and how many were right. */
  scored: count,
  accurate: count,
  /** Whether `reports` reaches `min_reports`. */
  enough: z.boolean(),
  /** accurate / scored in whole percent; null while not enough. */
  percent: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
});

/** GET /api/accuracy: every line's figure over the reports created in (since, computed_at]. */
export const accuracyAnswerSchema = z.object({
  computed_at: z.iso.datetime({ offset: true }),
  since: z.iso.datetime({ offset: true }),
  min_reports: z.number().check(z.int(), z.positive()),
  lines: z.array(lineAccuracySchema),
});

export type AccuracyAnswer = z.infer<typeof accuracyAnswerSchema>;

import * as z from "zod/mini";
import { LINE_IDS } from "../domain-types";

// zod/mini: the Lines screen reads this on the first screen (see report-row.ts).

/** One line's recent trouble as GET /api/lines/status returns it: counts over the last 30 minutes. */
export const lineStatusSchema = z.object({
  line_id: z.enum(LINE_IDS),
  delayed: z.number().check(z.int(), z.nonnegative()),
  cancelled: z.number().check(z.int(), z.nonnegative()),
  /** The newest report of the line in the window, any status; null when there is none. */
  latest_report_at: z.nullable(z.iso.datetime({ offset: true })),
});

export const lineStatusesSchema = z.array(lineStatusSchema);

export type LineStatus = z.infer<typeof lineStatusSchema>;

import * as z from "zod/mini";
import { CROWD_LEVELS, DIRECTIONS, LINE_IDS, REPORT_STATUSES } from "../domain-types";

// zod/mini: the web app parses reports on its first screen, where every kilobyte of JavaScript counts;
// mini's functional checks are tree-shaken to what is used here.

/** A stored report as the API returns it; created_at is an ISO 8601 instant set by the server. */
export const reportRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  line_id: z.enum(LINE_IDS),
  station_id: z.string().check(z.minLength(1)),
  direction: z.enum(DIRECTIONS),
  status: z.enum(REPORT_STATUSES),
  crowd_level: z.enum(CROWD_LEVELS),
  created_at: z.iso.datetime({ offset: true }),
  /**
   * On a cancellation riders back (another rider reported the same, or confirmed it): only then does it stop
   * the trains at the stations after its own on other riders' screens
   * (docs/decisions/136-the-arrivals-heed-a-cancellation-riders-back.md). Who sent a report is never said.
   */
  corroborated: z.optional(z.literal(true)),
});

export const reportRowsSchema = z.array(reportRowSchema);

export type ReportRow = z.infer<typeof reportRowSchema>;

/** The fields of a report the ETA engine reads (the product's ETA input query). */
export type EtaReport = Pick<ReportRow, "id" | "direction" | "status" | "crowd_level" | "created_at">;

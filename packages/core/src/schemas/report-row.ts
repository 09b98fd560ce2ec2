import { z } from "zod";
import { CROWD_LEVELS, DIRECTIONS, LINE_IDS, REPORT_STATUSES } from "../domain-types";
import { MESSAGES } from "../messages";

/** A stored report as the API returns it; created_at is an ISO 8601 instant set by the server. */
export const reportRowSchema = z.object({
  id: z.string().min(1),
  line_id: z.enum(LINE_IDS),
  station_id: z.string().min(1),
  direction: z.enum(DIRECTIONS),
  status: z.enum(REPORT_STATUSES),
  crowd_level: z.enum(CROWD_LEVELS),
  created_at: z.iso.datetime({ offset: true }),
});

export const reportRowsSchema = z.array(reportRowSchema, { error: MESSAGES.invalidResponseFormat });

export type ReportRow = z.infer<typeof reportRowSchema>;

/** The fields of a report the ETA engine reads (the spec's ETA input query). */
export type EtaReport = Pick<ReportRow, "id" | "direction" | "status" | "crowd_level" | "created_at">;

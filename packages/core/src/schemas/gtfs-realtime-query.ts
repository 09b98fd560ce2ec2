import { z } from "zod";
import { notOneOfIssue } from "./issues";

const GTFS_REALTIME_FORMATS = ["protobuf", "json"] as const;

/** GET /api/gtfs-rt/*?format=: protocol buffers for consumers (the default), JSON for people. */
export const gtfsRealtimeQuerySchema = z.object({
  format: z
    .enum(GTFS_REALTIME_FORMATS, {
      error: (issue) => notOneOfIssue("format", GTFS_REALTIME_FORMATS, issue.input),
    })
    .default("protobuf"),
});

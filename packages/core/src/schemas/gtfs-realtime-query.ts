import { z } from "zod";
import { notOneOfMessage } from "./validation-messages";

const GTFS_REALTIME_FORMATS = ["protobuf", "json"] as const;

/** GET /api/gtfs-rt/*?format=: protocol buffers for consumers (the default), JSON for people. */
export const gtfsRealtimeQuerySchema = z.object({
  format: z
    .enum(GTFS_REALTIME_FORMATS, {
      error: (issue) => notOneOfMessage("format", GTFS_REALTIME_FORMATS, issue.input),
    })
    .default("protobuf"),
});

import { type LineStatus, lineStatusesSchema, MESSAGES } from "@riles/core";

/** The line status answer checked against core's shared schema. */
export function parseLineStatuses(body: unknown): LineStatus[] {
  const statuses = lineStatusesSchema.safeParse(body);
  if (!statuses.success) throw new Error(MESSAGES.invalidResponseFormat);
  return statuses.data;
}

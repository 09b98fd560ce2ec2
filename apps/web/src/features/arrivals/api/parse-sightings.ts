import { type LineSightings, lineSightingsSchema } from "@riles/core";

/**
 * The sightings answer checked against core's shared schema, or undefined. Its own chunk (with zod), so it
 * imports nothing the first screen has: a shared import would split the first screen's code.
 */
export function parseSightings(body: unknown): LineSightings | undefined {
  const sightings = lineSightingsSchema.safeParse(body);
  return sightings.success ? sightings.data : undefined;
}

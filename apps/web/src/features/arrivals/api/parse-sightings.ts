import { type LineSightings, lineSightingsSchema, MESSAGES } from "@riles/core";

/** The sightings answer checked against core's shared schema; anything else is the product's format error. */
export function parseSightings(body: unknown): LineSightings {
  const sightings = lineSightingsSchema.safeParse(body);
  if (!sightings.success) throw new Error(MESSAGES.invalidResponseFormat);
  return sightings.data;
}

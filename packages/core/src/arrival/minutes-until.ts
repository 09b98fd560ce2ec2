const MINUTE_MS = 60_000;

/** Whole minutes from `now` until `arrival`, rounded down and never below 0 (the arrival card). */
export function minutesUntil(arrival: Date, now: Date): number {
  return Math.max(0, Math.floor((arrival.getTime() - now.getTime()) / MINUTE_MS));
}

export type ArrivalBand = "now" | "imminent" | "soon" | "later";

/** The arrival card's colour band: 0, up to 2, up to 5, over 5 minutes. */
export function arrivalBand(minutes: number): ArrivalBand {
  if (minutes <= 0) return "now";
  if (minutes <= 2) return "imminent";
  if (minutes <= 5) return "soon";
  return "later";
}

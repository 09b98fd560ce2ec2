import { MANILA_TIME_ZONE } from "@riles/core";

const clockTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: MANILA_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** '8:08 AM' in Manila, whatever zone the phone is set to. */
export function manilaClockTime(instant: Date): string {
  return clockTime.format(instant).replace(/\s+/g, " ").toUpperCase();
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** 'just now' under a minute, then 'N minutes ago' / 'N hours ago' (never in the future). */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return relative.format(-minutes, "minute");
  return relative.format(-Math.floor(minutes / 60), "hour");
}

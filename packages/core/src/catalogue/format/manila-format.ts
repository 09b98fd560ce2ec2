import { MANILA_TIME_ZONE } from "../../time/manila-time";

/**
 * Builds the formatter on its first use, not when the catalogue loads: the first Intl formatter with a time
 * zone loads the browser's zone data, about a third of the web app's start-up script time on a mobile CPU,
 * for a first screen that shows no time (docs/decisions/068-start-up-work-the-first-screen-does-not-show.md).
 */
function onFirstUse<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => {
    formatter ??= create();
    return formatter;
  };
}

/** An Intl date formatter for Manila in the locale, built on its first use. */
function manilaDateFormatOnFirstUse(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: MANILA_TIME_ZONE }));
}

/** '8:08 AM' in Manila in the language's locale, whatever zone the phone is set to. */
export function manilaClockFormat(locale: string): (instant: Date) => string {
  const clockTime = manilaDateFormatOnFirstUse(locale, { hour: "numeric", minute: "2-digit", hour12: true });
  return (instant) => clockTime().format(instant).replace(/\s+/g, " ").toUpperCase();
}

/**
 * `justNow` under a minute, then the language's 'N minutes ago' / 'N hours ago' (never in the future).
 * Intl says 'this minute' for 0, which is not what a commuter says, so the catalogue gives its own.
 */
export function timeAgoFormat(locale: string, justNow: string): (then: Date, now: Date) => string {
  const relative = onFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  return (then, now) => {
    const minutes = Math.floor(Math.max(0, now.getTime() - then.getTime()) / 60_000);
    if (minutes < 1) return justNow;
    if (minutes < 60) return relative().format(-minutes, "minute");
    return relative().format(-Math.floor(minutes / 60), "hour");
  };
}

/** 'Nov 26, 2026, 8:03 AM' in Manila in the language's locale: when a suspension ends, an audit entry. */
export function manilaDateTimeFormat(locale: string): (instant: Date) => string {
  const dateTime = manilaDateFormatOnFirstUse(locale, { dateStyle: "medium", timeStyle: "short" });
  return (instant) => dateTime().format(instant).replace(/\s+/g, " ");
}

/** A Manila hour of the day as commuters write it in either language: '6 AM', '12 PM'. */
export function hourOfDayText(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? "AM" : "PM"}`;
}

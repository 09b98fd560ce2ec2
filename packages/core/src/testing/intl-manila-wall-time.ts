const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Manila wall time read through the platform's time-zone database, independently of core's own reading
 * (time/manila-time.ts), for tests to check the engine against: the minute of the day, the weekday
 * (0 is Sunday) and the instant the Manila day began.
 */
export function intlManilaWallTime(date: Date) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Manila",
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? "";
  const minuteOfDay = Number(part("hour")) * 60 + Number(part("minute"));
  const msOfDay = minuteOfDay * 60_000 + Number(part("second")) * 1000 + date.getUTCMilliseconds();
  return { minuteOfDay, weekday: WEEKDAYS.indexOf(part("weekday")), dayStartMs: date.getTime() - msOfDay };
}

import { MANILA_TIME_ZONE } from "../time/manila-time";

/**
 * 'Nov 26, 2026, 8:03 AM' in Manila in the language's locale, from an ISO instant a refusal's params carry
 * (a suspension's end). An instant that is no date throws, so a client keeps the server's words.
 */
export function manilaDateTimeText(locale: string): (iso: string) => string {
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: MANILA_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (iso) => dateTime.format(new Date(iso)).replace(/\s+/g, " ");
}

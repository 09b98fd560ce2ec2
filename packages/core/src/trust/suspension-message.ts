import { MANILA_TIME_ZONE } from "../time/manila-time";

const manilaDateTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: MANILA_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** The refusal a suspended account's report gets, saying until when (Manila time). */
export function accountSuspendedMessage(until: Date): string {
  const when = manilaDateTime.format(until).replace(/\s+/g, " ");
  return `Your account is suspended until ${when} (Manila time). You can still sign in and read.`;
}

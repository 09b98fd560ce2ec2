import { NOTIFICATION_TEXTS_EN, type NotificationTexts } from "../catalogue/en/notification-texts";
import { NOTIFICATION_TEXTS_FIL } from "../catalogue/fil/notification-texts";
import type { Direction, LineId } from "../domain-types";
import type { EstimateBasis } from "../estimate/estimate-types";
import type { Language } from "../i18n/languages";
import { DIRECTION_LABELS } from "../lines/directions";
import { getStation } from "../lines/lines";
import { terminusOf } from "../lines/termini";
import type { ReminderNotice } from "./plan-reminder";

/** What the service worker shows: the push message's JSON. */
export interface ReminderNotification {
  title: string;
  body: string;
  /** The station's arrivals, opened by a tap. */
  url: string;
  /** One notification per reminder: a newer one (or the same one delivered twice) replaces it. */
  tag: string;
}

const MINUTE_MS = 60_000;

// The catalogue's notification parts only: the web app rings reminders in the open page too.
const TEXTS: Record<Language, NotificationTexts> = { en: NOTIFICATION_TEXTS_EN, fil: NOTIFICATION_TEXTS_FIL };

function ageMinutes(at: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / MINUTE_MS));
}

function basisText(lineId: LineId, basis: EstimateBasis, now: Date, language: Language): string {
  const t = TEXTS[language];
  if (basis.kind === "timetable") return t.timetable;
  if (basis.kind === "station-report") return t.atStation(ageMinutes(basis.reportedAt, now));
  const seenAt = getStation(lineId, basis.stationId)?.name ?? basis.stationId;
  return t.seenAt(seenAt, ageMinutes(basis.seenAt, now));
}

/**
 * The notification of a reminder's notice, in the device's language (docs/product.md, "Reminders"):
 * "Northbound to North Avenue" / "Next train at Araneta Center-Cubao in 5 min · by the timetable".
 */
export function reminderNotification(
  reminder: { id: string; lineId: LineId; stationId: string; direction: Direction },
  notice: ReminderNotice,
  language: Language,
  now: Date,
): ReminderNotification {
  const t = TEXTS[language];
  const station = getStation(reminder.lineId, reminder.stationId)?.name ?? reminder.stationId;
  const url = `/?line=${reminder.lineId}&station=${reminder.stationId}`;
  const tag = `reminder-${reminder.id}`;
  if (notice.kind === "stop-next" || notice.kind === "stop-now") {
    const stop = getStation(reminder.lineId, notice.stopId)?.name ?? notice.stopId;
    const body = notice.kind === "stop-next" ? t.stopNext(stop) : t.stopNow(stop);
    return { title: t.getOff(stop), body, url: `/?line=${reminder.lineId}&station=${notice.stopId}`, tag };
  }
  const terminus = terminusOf(reminder.lineId, reminder.direction)?.name ?? "";
  const title = t.to(DIRECTION_LABELS[reminder.direction], terminus);
  if (notice.kind === "cancelled") return { title, body: t.cancelled(station), url, tag };
  const body = `${t.nextTrain(station, notice.minutes)} · ${basisText(reminder.lineId, notice.basis, now, language)}`;
  return { title, body, url, tag };
}

import {
  DEFAULT_LEAD_MINUTES,
  type Direction,
  type Eta,
  type LineId,
  REMINDER_LEAD_MINUTES,
  type ReminderLeadMinutes,
  WEEKDAYS,
} from "@riles/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { busyButtonProps, buttonClass } from "#web/components/ui/button.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useCreateReminder } from "../api/reminders-api";
import { pushAvailability } from "../push-device";
import { InPageReminder, nextRemindableTrain } from "./in-page-reminder";
import { REMINDER_FIELD } from "./reminder-field";

/** A required time of day, "HH:MM", under its label. */
function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        type="time"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={REMINDER_FIELD}
        required
      />
    </label>
  );
}
const PRIMARY = buttonClass("primary", "text-sm");
const SECONDARY = buttonClass("link", "text-slate-800 underline underline-offset-4");
// Monday first, as a commuter's week reads.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "Remind me": the next train once, or a regular trip on chosen days and a time window. */
export function ReminderForm({
  lineId,
  stationId,
  directions,
  etas,
  onClose,
}: {
  lineId: LineId;
  stationId: string;
  directions: readonly Direction[];
  etas: readonly Eta[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const create = useCreateReminder();
  const [kind, setKind] = useState<"next-train" | "regular">("next-train");
  const [direction, setDirection] = useState<Direction | undefined>(directions[0]);
  const [lead, setLead] = useState<ReminderLeadMinutes>(DEFAULT_LEAD_MINUTES);
  const [days, setDays] = useState<number[]>([...WEEKDAYS]);
  const [from, setFrom] = useState("07:30");
  const [to, setTo] = useState("08:00");
  const [inPage, setInPage] = useState<Date | null | undefined>(undefined);
  const availability = typeof create.data === "string" ? create.data : pushAvailability();
  // A button that goes away hands the focus to the line saying what happened (decision 131): "Save
  // reminder" when the browser refuses to subscribe, "Remind me in this page instead" once chosen.
  const unavailableRef = useRef<HTMLParagraphElement>(null);
  const inPageRef = useRef<HTMLDivElement>(null);
  const refused = typeof create.data === "string";
  useEffect(() => {
    if (refused) unavailableRef.current?.focus();
  }, [refused]);
  const inPageChosen = inPage !== undefined;
  useEffect(() => {
    if (inPageChosen) inPageRef.current?.focus();
  }, [inPageChosen]);

  if (!direction) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = { line_id: lineId, station_id: stationId, direction, lead_minutes: lead } as const;
    create.mutate(
      kind === "next-train"
        ? { kind, ...target }
        : { kind, ...target, days, window_start: from, window_end: to },
    );
  };

  // "Reminder saved" is about the reminder sent: once the rider starts on another in the same form, it
  // would read as about that one (and name its lead time). A refusal stays: it says why there is no Save.
  const forgetSaved = () => {
    if (create.data && typeof create.data !== "string") create.reset();
  };

  const offerInPage = () =>
    setInPage(nextRemindableTrain(lineId, stationId, direction, etas, lead, new Date()) ?? null);

  return (
    <form
      onSubmit={submit}
      onChange={forgetSaved}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t.reminders.kind}</legend>
        {(["next-train", "regular"] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === choice}
              onChange={() => setKind(choice)}
            />
            {choice === "next-train" ? t.reminders.nextTrain : t.reminders.regularTrip}
          </label>
        ))}
      </fieldset>
      {directions.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t.reminders.direction}
          <select
            value={direction}
            onChange={(e) => setDirection(e.target.value as Direction)}
            className={REMINDER_FIELD}
          >
            {directions.map((each) => (
              <option key={each} value={each}>
                {t.directions[each]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === "regular" ? (
        <>
          <fieldset className="flex flex-wrap gap-x-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t.reminders.days}</legend>
            {WEEK_ORDER.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={(e) => setDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))}
                />
                {t.reminders.dayNames[day]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <TimeField label={t.reminders.from} value={from} onChange={setFrom} />
            <TimeField label={t.reminders.to} value={to} onChange={setTo} />
          </div>
        </>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.reminders.lead}
        <select
          value={lead}
          onChange={(e) => setLead(Number(e.target.value) as ReminderLeadMinutes)}
          className={REMINDER_FIELD}
        >
          {REMINDER_LEAD_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t.reminders.leadMinutes(minutes)}
            </option>
          ))}
        </select>
      </label>
      {availability === "available" ? (
        <div className="flex flex-wrap gap-2">
          <button type="submit" {...busyButtonProps(create.isPending)} className={PRIMARY}>
            {create.isPending ? t.reminders.saving : t.reminders.save}
          </button>
          <button type="button" onClick={onClose} className={SECONDARY}>
            {t.reminders.cancel}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <p ref={unavailableRef} tabIndex={-1} className="text-sm text-slate-800 focus:outline-none">
            {availability === "denied" ? t.reminders.denied : t.reminders.unavailable}
          </p>
          {kind === "next-train" && inPage === undefined ? (
            <button type="button" onClick={offerInPage} className={PRIMARY}>
              {t.reminders.inPageOffer}
            </button>
          ) : null}
        </div>
      )}
      {inPageChosen ? (
        <div ref={inPageRef} tabIndex={-1} className="focus:outline-none">
          {inPage ? (
            <InPageReminder
              lineId={lineId}
              stationId={stationId}
              direction={direction}
              trainAt={inPage}
              leadMinutes={lead}
            />
          ) : (
            <p role="status" className="text-sm">
              {t.reminders.inPageNone}
            </p>
          )}
        </div>
      ) : null}
      {create.error ? <ErrorBox>{create.error.message}</ErrorBox> : null}
      {create.data && typeof create.data !== "string" ? (
        <SuccessBox>{t.reminders.saved(lead)}</SuccessBox>
      ) : null}
    </form>
  );
}

import { memo, useCallback, useId, useRef } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import { manilaClockValue } from "../journey-params";

const FIELD = `min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base ${FOCUS_RING.default}`;

/**
 * The time field, uncontrolled and rendered once per mount: React writing the input again as the rider
 * types (each whole time changes the address) resets Chromium's half-typed part, so "1030P" became 03:00.
 * It reads "" while a part is cleared or half typed: the rider is still choosing, so nothing is reported
 * and "Leave at", the field and its focus stay, with the last whole time planned for.
 */
const TimeField = memo(
  function TimeField({
    id,
    initial,
    onTime,
  }: {
    id: string;
    initial: string;
    onTime: (time: string) => void;
  }) {
    return (
      <input
        id={id}
        type="time"
        defaultValue={initial}
        onChange={(event) => {
          if (event.target.value) onTime(event.target.value);
        }}
        className={`${FIELD} w-40 max-w-full`}
      />
    );
  },
  // `initial` is read once, as the field mounts: a later time is the rider's own, already in the field.
  (before, after) => before.id === after.id && before.onTime === after.onTime,
);

/** "Leave now", or "Leave at" a Manila clock time (`time`, undefined for now). */
export function LeaveTimeChoice({
  time,
  onChange,
}: {
  time: string | undefined;
  onChange: (time: string | undefined) => void;
}) {
  const { j } = useJourneyTexts();
  const name = useId();
  const timeId = useId();
  // The latest onChange behind one stable callback, so the memoised field below never renders again.
  const latest = useRef(onChange);
  latest.current = onChange;
  const onTime = useCallback((value: string) => latest.current(value), []);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-700">{j.when}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name={name} checked={time === undefined} onChange={() => onChange(undefined)} />
          {j.leaveNow}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={time !== undefined}
            onChange={() => onChange(manilaClockValue(new Date()))}
          />
          {j.leaveAt}
        </label>
      </div>
      {time !== undefined ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={timeId} className="text-sm font-medium text-slate-700">
            {j.leaveAtTime}
          </label>
          <TimeField id={timeId} initial={time} onTime={onTime} />
        </div>
      ) : null}
    </fieldset>
  );
}

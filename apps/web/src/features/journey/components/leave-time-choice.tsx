import { useId } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import { manilaClockValue } from "../journey-params";

const FIELD = `min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base ${FOCUS_RING.default}`;

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
          <input
            id={timeId}
            type="time"
            value={time}
            onChange={(event) => onChange(event.target.value || undefined)}
            className={`${FIELD} w-40`}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

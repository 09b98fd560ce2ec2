import {
  DIRECTION_LABELS,
  getStation,
  isLineId,
  manilaDayStartMs,
  manilaWeekday,
  type ReminderRow,
} from "@riles/core";
import { useLayoutEffect, useRef, useState } from "react";
import { busyButtonProps, buttonClass } from "#web/components/ui/button.tsx";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { focusLost } from "#web/lib/focus-lost.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useDeleteReminders, useDeviceReminders, usePauseReminder } from "../api/reminders-api";

const SMALL = buttonClass("secondary", "px-3 py-0");

function useSummary() {
  const { t } = useI18n();
  return (row: ReminderRow) => {
    const line = isLineId(row.line_id) ? row.line_id : "lrt1";
    const station = getStation(line, row.station_id)?.name ?? row.station_id;
    const direction = t.directions[row.direction] ?? DIRECTION_LABELS[row.direction];
    if (row.kind === "get-off") {
      const stop = getStation(line, row.get_off_station_id ?? "")?.name ?? "";
      return t.reminders.summaryGetOff(station, stop);
    }
    if (row.kind === "regular") {
      const days = (row.days ?? []).map((day) => t.reminders.dayNames[day]).join(", ");
      return t.reminders.summaryRegular(
        direction,
        station,
        days,
        row.window_start ?? "",
        row.window_end ?? "",
        row.lead_minutes,
      );
    }
    return t.reminders.summaryNext(direction, station, row.lead_minutes);
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * 'Next: 7:28 AM' today, else with its Manila day ('Next: tomorrow, 7:28 AM', 'Next: Mon, 7:28 AM'): a
 * regular trip's next train is often on another day, and a time alone reads as today's.
 */
function useNextText() {
  const { t } = useI18n();
  const now = useMinuteClock();
  return (next: Date) => {
    const time = t.clockTime(next);
    const days = Math.round((manilaDayStartMs(next) - manilaDayStartMs(now)) / DAY_MS);
    if (days <= 0) return t.reminders.nextAt(time);
    if (days === 1) return t.reminders.nextTomorrowAt(time);
    return t.reminders.nextOnDayAt(t.reminders.dayNames[manilaWeekday(next)] ?? "", time);
  };
}

/** Settings' "Reminders": this device's reminders, each paused, resumed or deleted, and a clean slate. */
export function RemindersSection() {
  const { t } = useI18n();
  const reminders = useDeviceReminders();
  const pause = usePauseReminder();
  const remove = useDeleteReminders();
  const [cleared, setCleared] = useState(false);
  const [lastDeleted, setLastDeleted] = useState<string | null>(null);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  const failure = useKeptFailure(reminders.error, reminders.isFetching);
  const rows = reminders.data ?? [];
  const deletedStillListed = rows.some((row) => row.id === lastDeleted);
  // The Delete button that had the focus goes with its reminder: once it has, the line saying so takes the
  // focus, unless the rider has since moved it elsewhere.
  useLayoutEffect(() => {
    if (lastDeleted === null || deletedStillListed) return;
    if (focusLost()) deletedRef.current?.focus();
  }, [lastDeleted, deletedStillListed]);
  const summary = useSummary();
  const nextText = useNextText();
  return (
    <div className="flex flex-col gap-2">
      {reminders.isPending && !failure ? <p className="text-sm text-slate-600">{t.loading}</p> : null}
      {failure ? (
        <LoadFailure
          title={t.reminders.loadFailed}
          error={failure}
          onRetry={() => void reminders.refetch()}
          retrying={reminders.isFetching}
        />
      ) : null}
      {reminders.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t.reminders.none}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2">
              <p className="text-sm font-medium text-slate-900">{summary(row)}</p>
              <p className="text-sm text-slate-600">
                {row.paused ? t.reminders.paused : row.next_at ? nextText(new Date(row.next_at)) : null}
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SMALL}
                  {...busyButtonProps(pause.isPending)}
                  onClick={() => pause.mutate({ id: row.id, paused: !row.paused })}
                >
                  {row.paused ? t.reminders.resume : t.reminders.pause}
                </button>
                <button
                  type="button"
                  className={SMALL}
                  {...busyButtonProps(remove.isPending)}
                  onClick={() => remove.mutate([row.id], { onSuccess: () => setLastDeleted(row.id) })}
                >
                  {t.reminders.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={`${SMALL} self-start text-red-800`}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setLastDeleted(null);
              setCleared(true);
            },
          })
        }
      >
        {t.reminders.deleteEverything}
      </button>
      {lastDeleted !== null ? (
        <p ref={deletedRef} tabIndex={-1} role="status" className="text-sm text-slate-700 focus:outline-none">
          {t.reminders.deletedOne}
        </p>
      ) : null}
      {cleared ? <SuccessBox>{t.reminders.deletedEverything}</SuccessBox> : null}
      {pause.error ? <ErrorBox>{pause.error.message}</ErrorBox> : null}
      {remove.error ? <ErrorBox>{remove.error.message}</ErrorBox> : null}
    </div>
  );
}

import { type Direction, type Eta, getLine, type LineId, travelToStop } from "@riles/core";
import { type FormEvent, useState } from "react";
import { busyButtonProps, buttonClass } from "#web/components/ui/button.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useCreateReminder } from "../api/reminders-api";
import { pushAvailability } from "../push-device";
import { REMINDER_FIELD } from "./reminder-field";

const PRIMARY = buttonClass("primary", "text-sm");

/** "Wake me before my stop": a coming train and the station to get off at, further along its way. */
export function WakeMeForm({
  lineId,
  stationId,
  direction,
  etas,
  getOffAt,
  onClose,
}: {
  lineId: LineId;
  stationId: string;
  direction: Direction;
  etas: readonly Eta[];
  /** The stop chosen at first (a journey's alighting station); else the end of the line. */
  getOffAt?: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const create = useCreateReminder();
  const trains = etas.filter((eta) => eta.direction === direction && eta.status !== "cancelled");
  const boarding = travelToStop(lineId, stationId, direction) ?? 0;
  const stops = (getLine(lineId)?.stations ?? [])
    .map((station) => ({ station, minutes: travelToStop(lineId, station.id, direction) ?? -1 }))
    .filter(({ minutes }) => minutes > boarding)
    .sort((a, b) => a.minutes - b.minutes)
    .map(({ station }) => station);
  const [train, setTrain] = useState(trains[0]?.estimatedArrival.toISOString() ?? "");
  const [stop, setStop] = useState(
    stops.find((station) => station.id === getOffAt)?.id ?? stops.at(-1)?.id ?? "",
  );
  const availability = typeof create.data === "string" ? create.data : pushAvailability();
  const stopName = stops.find((s) => s.id === stop)?.name ?? stop;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      kind: "get-off",
      line_id: lineId,
      station_id: stationId,
      direction,
      train_at: train,
      get_off_station_id: stop,
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.reminders.train}
        <select value={train} onChange={(e) => setTrain(e.target.value)} className={REMINDER_FIELD}>
          {trains.map((eta) => (
            <option key={eta.id} value={eta.estimatedArrival.toISOString()}>
              {t.reminders.trainAt(t.clockTime(eta.estimatedArrival))}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.reminders.getOffAt}
        <select value={stop} onChange={(e) => setStop(e.target.value)} className={REMINDER_FIELD}>
          {stops.map((station) => (
            <option key={station.id} value={station.id}>
              {station.name}
            </option>
          ))}
        </select>
      </label>
      {availability === "available" ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={!train || !stop}
            {...busyButtonProps(create.isPending)}
            className={PRIMARY}
          >
            {create.isPending ? t.reminders.saving : t.reminders.wakeSave}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg px-3 text-sm font-medium underline underline-offset-4"
          >
            {t.reminders.cancel}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-800">
          {availability === "denied" ? t.reminders.denied : t.reminders.unavailable}
        </p>
      )}
      {create.error ? <ErrorBox>{create.error.message}</ErrorBox> : null}
      {create.data && typeof create.data !== "string" ? (
        <SuccessBox>{t.reminders.wakeSaved(stopName)}</SuccessBox>
      ) : null}
    </form>
  );
}

import { type Direction, type Eta, getStation, type LineId, nextTrainToday } from "@riles/core";
import { useEffect, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

const MINUTE_MS = 60_000;

/** The coming train a reminder `leadMinutes` ahead can still be about: estimates first, then the timetable. */
export function nextRemindableTrain(
  lineId: LineId,
  stationId: string,
  direction: Direction,
  etas: readonly Eta[],
  leadMinutes: number,
  now: Date,
): Date | undefined {
  const earliest = now.getTime() + leadMinutes * MINUTE_MS;
  const estimated = etas
    .filter((eta) => eta.direction === direction && eta.status !== "cancelled")
    .map((eta) => eta.estimatedArrival)
    .find((at) => at.getTime() >= earliest);
  return estimated ?? nextTrainToday(lineId, stationId, new Date(earliest), direction)?.at;
}

/** A short tone and a buzz where the browser allows them; silence where it does not. */
function soundAndVibrate(): void {
  try {
    navigator.vibrate?.([300, 150, 300]);
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch {
    // No audio (blocked until a tap, or absent): the alert on screen still shows.
  }
}

/**
 * The reminder inside the open page where push is not available: it rings at the moment for as long as
 * the page stays open, and says so.
 */
export function InPageReminder({
  lineId,
  stationId,
  direction,
  trainAt,
  leadMinutes,
}: {
  lineId: LineId;
  stationId: string;
  direction: Direction;
  trainAt: Date;
  leadMinutes: number;
}) {
  const { t } = useI18n();
  const [rang, setRang] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const ringAt = trainAt.getTime() - leadMinutes * MINUTE_MS;
  useEffect(() => {
    const timer = setTimeout(
      () => {
        setRang(true);
        soundAndVibrate();
      },
      Math.max(0, ringAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [ringAt]);
  if (dismissed) return null;
  const station = getStation(lineId, stationId)?.name ?? stationId;
  if (!rang)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t.reminders.inPageSet(t.clockTime(new Date(ringAt)))}
      </p>
    );
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex-1 font-semibold">
        {t.directions[direction]}: {t.reminders.inPageAlert(station, leadMinutes)}
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className={`rounded-md px-3 py-1.5 font-medium underline-offset-2 hover:underline ${FOCUS_RING.onAmber}`}
      >
        {t.reminders.dismiss}
      </button>
    </div>
  );
}

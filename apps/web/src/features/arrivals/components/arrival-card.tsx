import { type ArrivalBand, arrivalBand, minutesUntil, type ReportStatus } from "@riles/core";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { StatusBadge } from "./status-badge";

interface ArrivalCardProps {
  estimatedArrival: Date;
  isNext: boolean;
  status: ReportStatus;
}

/** Stronger colour the closer the train is (spec: 0, up to 2, up to 5, over 5 minutes). */
const BAND_CLASSES: Record<ArrivalBand, string> = {
  // The arriving train pulses with a glow around the card; its text keeps full contrast throughout.
  now: "border-emerald-700 bg-emerald-700 text-white motion-safe:animate-now-glow",
  imminent: "border-emerald-300 bg-emerald-100 text-emerald-950",
  soon: "border-emerald-200 bg-emerald-50 text-emerald-950",
  later: "border-slate-200 bg-white text-slate-900",
};

/** One expected train (its group names the direction); its minutes count down on its own at each minute boundary, never below 0. */
export function ArrivalCard({ estimatedArrival, isNext, status }: ArrivalCardProps) {
  const now = useMinuteClock();
  const { t } = useI18n();
  const minutes = minutesUntil(estimatedArrival, now);
  const band = arrivalBand(minutes);
  const caption =
    minutes === 0 ? t.arriving : t.inMinutesAt(t.minutesInWords(minutes), t.clockTime(estimatedArrival));

  return (
    <li
      data-band={band}
      className={`flex items-center justify-between gap-3 rounded-lg border p-3 ${BAND_CLASSES[band]}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap gap-1">
          {isNext ? (
            <span className="rounded-full bg-slate-900 px-2 py-0.5 text-sm font-semibold text-white">
              {t.nextTrain}
            </span>
          ) : null}
          <StatusBadge status={status} />
        </div>
        <p className="text-sm">{caption}</p>
      </div>
      <p className="flex shrink-0 flex-col items-end leading-none">
        {minutes === 0 ? null : <span className="sr-only">{t.minutesInWords(minutes)}</span>}
        <span
          aria-hidden={minutes === 0 ? undefined : true}
          data-testid="arrival-minutes"
          className={`text-3xl font-bold ${status === "cancelled" ? "line-through" : ""}`}
        >
          {minutes === 0 ? t.now : minutes}
        </span>
        {minutes === 0 ? null : (
          <span aria-hidden="true" className="text-sm">
            {t.minuteUnit}
          </span>
        )}
      </p>
    </li>
  );
}

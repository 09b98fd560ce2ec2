import type { Direction, Eta, LineId } from "@riles/core";
import { BellRing } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

// The forms load only when opened: the arrivals screen stays as small as it was.
const ReminderForm = lazy(async () => ({ default: (await import("./reminder-form")).ReminderForm }));
const WakeMeForm = lazy(async () => ({ default: (await import("./wake-me-form")).WakeMeForm }));

interface ReminderActionsProps {
  lineId: LineId;
  stationId: string;
  /** The directions a reminder may be about: one under a direction's trains, both on a favourite. */
  directions: readonly Direction[];
  /** The coming trains shown beside these buttons (for the in-page reminder and "Wake me"). */
  etas: readonly Eta[];
  /** "Wake me before my stop" is offered where a coming train can be picked. */
  wake?: boolean;
}

const BUTTON = `flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 ${FOCUS_RING.default}`;

/**
 * "Remind me" beside a direction's heading or on a favourite; its panel (a full row below) also offers
 * "Wake me before my stop" where a coming train can be picked.
 */
export function ReminderActions({ lineId, stationId, directions, etas, wake = false }: ReminderActionsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<"remind" | "wake" | null>(null);
  const [first] = directions;
  const label =
    directions.length === 1 && first ? t.reminders.remindMeAbout(t.directions[first]) : t.reminders.remindMe;
  const canWake = wake && etas.length > 0 && first !== undefined;
  return (
    <>
      <button
        type="button"
        aria-expanded={open !== null}
        aria-label={label}
        onClick={() => setOpen(open === null ? "remind" : null)}
        className={BUTTON}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {t.reminders.remindMe}
      </button>
      {open ? (
        <div className="flex basis-full flex-col gap-1">
          {canWake ? (
            <button
              type="button"
              aria-pressed={open === "wake"}
              onClick={() => setOpen(open === "wake" ? "remind" : "wake")}
              className={BUTTON}
            >
              {t.reminders.wakeMe}
            </button>
          ) : null}
          <Suspense fallback={<p className="text-sm text-slate-600">{t.loading}</p>}>
            {open === "remind" ? (
              <ReminderForm
                lineId={lineId}
                stationId={stationId}
                directions={directions}
                etas={etas}
                onClose={() => setOpen(null)}
              />
            ) : null}
            {open === "wake" && first ? (
              <WakeMeForm
                lineId={lineId}
                stationId={stationId}
                direction={first}
                etas={etas}
                onClose={() => setOpen(null)}
              />
            ) : null}
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

import { type Direction, type Eta, getStation, type LineId, type WebTexts } from "@riles/core";
import { useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { BellRingIcon } from "#web/components/ui/icons.tsx";
import { LazyPart } from "#web/components/ui/lazy-part.tsx";
import { useFocusOpenerAfterCancel } from "#web/hooks/use-focus-opener-after-cancel.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { lazyNamed } from "#web/lib/lazy-named.ts";

// The forms load only when opened: the arrivals screen stays as small as it was.
const ReminderForm = lazyNamed(() => import("./reminder-form"), "ReminderForm");
const WakeMeForm = lazyNamed(() => import("./wake-me-form"), "WakeMeForm");

interface ReminderActionsProps {
  lineId: LineId;
  stationId: string;
  /** The directions a reminder may be about: one under a direction's trains, both on a favourite. */
  directions: readonly Direction[];
  /** The coming trains shown beside these buttons (for the in-page reminder and "Wake me"). */
  etas: readonly Eta[];
  /** "Wake me before my stop" is offered where a coming train can be picked. */
  wake?: boolean;
  /** The stop "Wake me" offers first: a journey's alighting station. */
  getOffAt?: string;
  /**
   * The button names the station as well as the direction, where the screen has more than one station's
   * buttons (a journey's rides, the favourites): "Remind me: Southbound" twice tells a screen reader nothing.
   */
  nameStation?: boolean;
}

/** The button's accessible name: its direction when it has one, and its station where the screen asks. */
function buttonLabel(t: WebTexts, directions: readonly Direction[], station: string | undefined): string {
  const [only] = directions;
  if (directions.length === 1 && only) {
    const direction = t.directions[only];
    return station ? t.reminders.remindMeAt(direction, station) : t.reminders.remindMeAbout(direction);
  }
  return station ? t.reminders.remindMeAtStation(station) : t.reminders.remindMe;
}

const BUTTON = `flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 ${FOCUS_RING.default}`;

/**
 * "Remind me" beside a direction's heading or on a favourite; its panel (a full row below) also offers
 * "Wake me before my stop" where a coming train can be picked.
 */
export function ReminderActions({
  lineId,
  stationId,
  directions,
  etas,
  wake = false,
  getOffAt,
  nameStation = false,
}: ReminderActionsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<"remind" | "wake" | null>(null);
  const [first] = directions;
  const label = buttonLabel(t, directions, nameStation ? getStation(lineId, stationId)?.name : undefined);
  const canWake = wake && etas.length > 0 && first !== undefined;
  const { openerRef, cancel, cancelOnEscape } = useFocusOpenerAfterCancel(open !== null, () => setOpen(null));
  // What both forms are about, and how they close.
  const formProps = { lineId, stationId, etas, onClose: cancel };
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-expanded={open !== null}
        aria-label={label}
        onClick={() => setOpen(open === null ? "remind" : null)}
        // The panel opens with the focus still here: Escape closes it from here too.
        onKeyDown={open ? cancelOnEscape : undefined}
        className={BUTTON}
      >
        <BellRingIcon className="size-4" />
        {t.reminders.remindMe}
      </button>
      {open ? (
        <fieldset
          aria-label={label}
          onKeyDown={cancelOnEscape}
          className="flex min-w-0 basis-full flex-col gap-1"
        >
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
          <LazyPart fallback={<p className="text-sm text-slate-600">{t.loading}</p>}>
            {open === "remind" ? <ReminderForm {...formProps} directions={directions} /> : null}
            {open === "wake" && first ? (
              <WakeMeForm {...formProps} direction={first} getOffAt={getOffAt} />
            ) : null}
          </LazyPart>
        </fieldset>
      ) : null}
    </>
  );
}

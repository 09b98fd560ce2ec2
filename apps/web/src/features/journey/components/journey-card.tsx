import { type JourneyPlanAnswer, minutesUntil } from "@riles/core";
import { useId } from "react";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import type { RideActionsSlot } from "#web/lib/ride-actions-slot.ts";
import { useJourneyTexts } from "../use-journey-texts";
import { RideLeg } from "./ride-leg";
import { WalkLeg } from "./walk-leg";

type Journey = JourneyPlanAnswer["journeys"][number];

/** Whether the first leg needs the rider to go at once: a walk does, and a train under a minute away. */
function firstLegHint(journey: Journey, now: Date): number | "now" {
  const [first] = journey.legs;
  if (!first || first.kind === "walk") return "now";
  const minutes = minutesUntil(new Date(first.departure), now);
  return minutes < 1 ? "now" : minutes;
}

/**
 * One way to go: its heading (number and total time), "Leave now" or "Next train in N min" when it leaves
 * from now, its legs in order, and the arrival, total time, changes and fare.
 */
export function JourneyCard({
  journey,
  title,
  now,
  rideActions,
}: {
  journey: Journey;
  title: string;
  rideActions?: RideActionsSlot;
  /** The clock's minute when the plan is for leaving now; undefined for a chosen time or the next day. */
  now?: Date;
}) {
  const { t, j } = useJourneyTexts();
  const headingId = useId();
  const hint = now ? firstLegHint(journey, now) : undefined;
  return (
    <article aria-labelledby={headingId} className={`${CARD_CLASS} flex flex-col gap-2`}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {hint !== undefined ? (
        <p className="font-semibold text-indigo-800">
          {hint === "now" ? j.goNow : j.nextTrainIn(t.minutesInWords(hint))}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {journey.legs.map((leg) =>
          leg.kind === "ride" ? (
            <RideLeg key={`${leg.line_id}-${leg.departure}`} ride={leg} actions={rideActions} />
          ) : (
            <WalkLeg key={`walk-${leg.start}`} walk={leg} />
          ),
        )}
      </ol>
      <p className="font-semibold">{j.arrival(t.clockTime(new Date(journey.arrival)))}</p>
      <p className="text-sm text-slate-700">
        {j.total(t.minutesInWords(journey.minutes))}, {j.changes(journey.transfers)}.{" "}
        <span className="font-semibold text-slate-900">{j.totalFare(journey.fare)}</span>
      </p>
    </article>
  );
}

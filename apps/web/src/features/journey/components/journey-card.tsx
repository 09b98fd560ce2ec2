import { type FareKind, type JourneyPlanAnswer, minutesUntil } from "@riles/core";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { LazyPart } from "#web/components/ui/lazy-part.tsx";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import type { RideActionsSlot } from "#web/lib/ride-actions-slot.ts";
import type { RouteMapSlot } from "#web/lib/route-map-slot.ts";
import { RideLeg } from "./ride-leg";
import { WalkLeg } from "./walk-leg";

type Journey = JourneyPlanAnswer["journeys"][number];

/**
 * When the rider must set off: at once when the first train or the walk to it goes within the minute;
 * else in how many minutes the walk starts or the train leaves.
 */
function firstLegHint(journey: Journey, now: Date): { kind: "walk" | "ride"; minutes: number } | "now" {
  const [first] = journey.legs;
  if (!first) return "now";
  const minutes = minutesUntil(new Date(first.kind === "walk" ? first.start : first.departure), now);
  return minutes < 1 ? "now" : { kind: first.kind, minutes };
}

/**
 * "Show the route on the map": the map loads only when asked for, in a region named after the way and
 * described by its legs list, which says in words all the map shows.
 */
function RouteMapToggle({
  journey,
  title,
  legsId,
  routeMap,
}: {
  journey: Journey;
  title: string;
  legsId: string;
  routeMap: RouteMapSlot;
}) {
  const { j } = useJourneyTexts();
  const [shown, setShown] = useState(false);
  const mapId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={shown}
        aria-controls={mapId}
        // Each way has this button: its name says which way, as the reminder buttons name their stations.
        aria-label={j.mapButtonOf(shown ? j.hideMap : j.showMap, title)}
        onClick={() => setShown(!shown)}
      >
        {shown ? j.hideMap : j.showMap}
      </Button>
      <section id={mapId} aria-label={j.mapOf(title)} aria-describedby={legsId} hidden={!shown}>
        {shown ? (
          <LazyPart fallback={<p className="text-sm text-slate-600">{j.mapLoading}</p>}>
            {routeMap(journey.legs)}
          </LazyPart>
        ) : null}
      </section>
    </>
  );
}

/**
 * One way to go: its heading (number and total time), "Leave now" or "Next train in N min" when it leaves
 * from now, its legs in order, and the arrival, total time, changes and fare; its route on the map on asking.
 */
export function JourneyCard({
  journey,
  fareKind,
  title,
  now,
  rideActions,
  routeMap,
}: {
  journey: Journey;
  /** The card and fare kind the plan's fares are for. */
  fareKind: FareKind;
  title: string;
  rideActions?: RideActionsSlot;
  routeMap?: RouteMapSlot;
  /** The clock's minute when the plan is for leaving now; undefined for a chosen time or the next day. */
  now?: Date;
}) {
  const { t, j } = useJourneyTexts();
  const headingId = useId();
  const legsId = useId();
  const hint = now ? firstLegHint(journey, now) : undefined;
  return (
    <article aria-labelledby={headingId} className={`${CARD_CLASS} flex flex-col gap-2`}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {hint !== undefined ? (
        <p className="font-semibold text-indigo-800">
          {hint === "now"
            ? j.goNow
            : hint.kind === "walk"
              ? j.leaveIn(t.minutesInWords(hint.minutes))
              : j.nextTrainIn(t.minutesInWords(hint.minutes))}
        </p>
      ) : null}
      <ol id={legsId} className="flex flex-col gap-2">
        {journey.legs.map((leg, index) =>
          leg.kind === "ride" ? (
            <RideLeg key={`${leg.line_id}-${leg.departure}`} ride={leg} actions={rideActions} />
          ) : (
            <WalkLeg
              key={`walk-${leg.start}`}
              walk={leg}
              betweenRides={
                journey.legs.slice(0, index).some((before) => before.kind === "ride") &&
                journey.legs.slice(index + 1).some((after) => after.kind === "ride")
              }
            />
          ),
        )}
      </ol>
      <p className="font-semibold">{j.arrival(t.clockTime(new Date(journey.arrival)))}</p>
      <p className="text-sm text-slate-700">
        {j.total(t.minutesInWords(journey.minutes))}, {j.changes(journey.transfers)}.{" "}
        <span className="font-semibold text-slate-900">
          {journey.legs.every((leg) => leg.kind === "walk")
            ? j.onFootNoFare
            : j.totalFare(
                journey.fare,
                fareKind.rider === "regular"
                  ? j.fareMedium[fareKind.medium]
                  : `${j.fareMedium[fareKind.medium]}, ${j.halfFareOf[fareKind.rider]}`,
              )}
        </span>
      </p>
      {routeMap ? (
        <RouteMapToggle journey={journey} title={title} legsId={legsId} routeMap={routeMap} />
      ) : null}
    </article>
  );
}

import { ETA_CONFIDENCE, type StationRef } from "@riles/core";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { FareKindChoice } from "#web/features/journey/components/fare-kind-choice.tsx";
import { JourneyResults } from "#web/features/journey/components/journey-results.tsx";
import { LeaveTimeChoice } from "#web/features/journey/components/leave-time-choice.tsx";
import { StationField } from "#web/features/journey/components/station-field.tsx";
import { useFareKind } from "#web/features/journey/fare-kind-store.ts";
import {
  journeyEnd,
  leaveInstant,
  parseJourneyEnd,
  parseLeaveTime,
} from "#web/features/journey/journey-params.ts";
import { ReminderActions } from "#web/features/reminders/components/reminder-actions.tsx";
import { useNavigationKey } from "#web/hooks/use-navigation-key.ts";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import { lazyNamed } from "#web/lib/lazy-named.ts";
import type { RideActionsSlot } from "#web/lib/ride-actions-slot.ts";
import type { RouteMapSlot } from "#web/lib/route-map-slot.ts";

// Leaflet comes only when a rider asks for a way's map, in the map's own chunk.
const RouteMap = lazyNamed(() => import("#web/features/map/route-map.tsx"), "RouteMap");
const routeMap: RouteMapSlot = (legs) => <RouteMap legs={legs} />;

const same = (a: StationRef, b: StationRef) => a.lineId === b.lineId && a.stationId === b.stationId;

/**
 * "Remind me" and "Wake me before my stop" under each ride, about its boarding station and direction; the
 * planned train is the one "Wake me" offers, with the ride's alighting station as the stop.
 */
const rideReminders: RideActionsSlot = (ride) => (
  <ReminderActions
    lineId={ride.lineId}
    stationId={ride.boardStationId}
    directions={[ride.direction]}
    etas={[
      {
        id: `journey-${ride.lineId}-${ride.boardStationId}-${ride.departure.toISOString()}`,
        lineId: ride.lineId,
        stationId: ride.boardStationId,
        direction: ride.direction,
        estimatedArrival: ride.departure,
        confidenceScore: ETA_CONFIDENCE.base,
        status: "on-time",
      },
    ]}
    getOffAt={ride.alightStationId}
    wake
    nameStation
  />
);

/**
 * Journey (docs/product.md, Journeys): from and to, when, the rider's card and fare kind, and the ways to go.
 * The ends and the time live in the address, so Back, a shared link and "Go somewhere from here" (which
 * fills in `from`) all land on the same plan; the card and fare kind are kept on the device.
 */
export function JourneyScreen() {
  const { j } = useJourneyTexts();
  const [params, setParams] = useSearchParams();
  const [fare, setFare] = useFareKind();
  const navigation = useNavigationKey();
  const fromParam = params.get("from");
  const toParam = params.get("to");
  const time = parseLeaveTime(params.get("at"));
  const from = useMemo(() => parseJourneyEnd(fromParam), [fromParam]);
  const to = useMemo(() => parseJourneyEnd(toParam), [toParam]);

  const update = (name: "from" | "to" | "at", value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  // One object per ask, so the plan's query and its live updates keep their key between renders.
  const ask = useMemo(() => {
    if (!from || !to || same(from, to)) return undefined;
    const at = time === undefined ? undefined : leaveInstant(time, new Date());
    return { from, to, at, fare: { medium: fare.medium, rider: fare.rider } };
  }, [from, to, time, fare.medium, fare.rider]);

  useScreenTitle(j.title);
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{j.title}</h1>
      <form className={`${CARD_CLASS} flex flex-col gap-4`} onSubmit={(event) => event.preventDefault()}>
        <StationField
          legend={j.from}
          searchLabel={j.searchFrom}
          chosen={from}
          onChoose={(ref) => update("from", ref && journeyEnd(ref))}
        />
        <StationField
          legend={j.to}
          searchLabel={j.searchTo}
          chosen={to}
          onChoose={(ref) => update("to", ref && journeyEnd(ref))}
        />
        {/* Its time field is uncontrolled: after Back or Forward it is mounted again to show that plan's time. */}
        <LeaveTimeChoice key={navigation} time={time} onChange={(value) => update("at", value)} />
        <FareKindChoice kind={fare} onChange={setFare} />
      </form>
      {ask ? (
        <JourneyResults ask={ask} rideActions={rideReminders} routeMap={routeMap} />
      ) : (
        <p className="text-slate-700">{from && to ? j.sameStation : j.chooseBoth}</p>
      )}
    </div>
  );
}

import {
  getStation,
  type JourneyPlanAnswer,
  linkedByRoadOnly,
  manilaDate,
  type PlanDay,
  type StationRef,
} from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { failureReason } from "#web/lib/failure-reason.ts";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import { scrollBehaviour } from "#web/lib/reduced-motion.ts";
import type { RideActionsSlot } from "#web/lib/ride-actions-slot.ts";
import type { RouteMapSlot } from "#web/lib/route-map-slot.ts";
import { type JourneyAsk, journeyQueryOptions } from "../api/journey-query";
import { useLiveJourney } from "../use-live-journey";
import { JourneyCard } from "./journey-card";
import { MissedTrains } from "./missed-trains";

/** A way's lines and first departure: two ways never share both. */
function journeyKey(journey: JourneyPlanAnswer["journeys"][number]): string {
  const lines = journey.legs.map((leg) => (leg.kind === "ride" ? leg.line_id : "walk"));
  return `${lines.join("-")}@${journey.departure}`;
}

const stationName = ({ lineId, stationId }: StationRef) => getStation(lineId, stationId)?.name ?? stationId;

/** An answer's time to the minute the screen shows it in ("2026-12-03T00:21:49.627Z" to "2026-12-03T00:21"). */
const shownMinute = (time: string) => new Date(time).toISOString().slice(0, 16);

/**
 * What a rider hears of a plan: its ways and when each arrives, to the minute shown. Asked again, a plan
 * differs in when it was asked even when nothing else changed; that is no news. A way on foot alone starts
 * when it is asked, to the millisecond: asked again a second later, it is the same way arriving the same
 * minute.
 */
function heardOf(plan: JourneyPlanAnswer): string {
  const ways = plan.journeys.map((journey) => {
    const lines = journey.legs.map((leg) => (leg.kind === "ride" ? leg.line_id : "walk"));
    return `${lines.join("-")}@${shownMinute(journey.departure)}>${shownMinute(journey.arrival)}`;
  });
  return [...ways, plan.first_next_day ? shownMinute(plan.first_next_day.arrival) : ""].join("|");
}

/**
 * The ways to go for one ask, fastest first, kept current by the reports of the lines they ride; the last
 * trains missed; with no way left today, the first journey of the next morning. `ask` is the same object
 * while the ask is the same.
 */
export function JourneyResults({
  ask,
  rideActions,
  routeMap,
}: {
  ask: JourneyAsk;
  rideActions?: RideActionsSlot;
  routeMap?: RouteMapSlot;
}) {
  const { t, j } = useJourneyTexts();
  const options = useMemo(() => journeyQueryOptions(ask), [ask]);
  const { data, error, isPending, isFetching, refetch } = useQuery(options);
  const failure = useKeptFailure(error, isFetching);
  useLiveJourney(options.queryKey, data);
  const now = useMinuteClock();
  // A later, different answer to the same ask is said to screen readers, who do not see the figures change:
  const [first, setFirst] = useState<{ ask: JourneyAsk; heard: string }>();
  if (data && first?.ask !== ask) setFirst({ ask, heard: heardOf(data) });
  const updated = data !== undefined && first?.ask === ask && first.heard !== heardOf(data);
  // The first answer to an ask comes below the form, often under a phone's bottom bar: its first line (the
  // fastest way's heading, or what keeps it from coming) is brought just into view, no further, so the
  // form the rider may still be changing stays where it is.
  const answers = useRef<HTMLDivElement>(null);
  const answeredAsk = first?.ask;
  useEffect(() => {
    if (!answeredAsk) return;
    answers.current
      ?.querySelector("h3, p")
      ?.scrollIntoView({ block: "nearest", behavior: scrollBehaviour() });
  }, [answeredAsk]);
  // The new arrival in the words, so each later change is announced again and says what changed.
  const fastest = data?.journeys[0] ?? data?.first_next_day;
  const leavingNow = ask.at === undefined;
  const day: PlanDay =
    ask.at !== undefined && manilaDate(new Date(ask.at)) !== manilaDate(now) ? "tomorrow" : "today";
  // The first answer is said too: the ways appear below the form, often under the bottom bar on a phone.
  const heard = !data
    ? ""
    : updated && fastest
      ? j.updated(t.clockTime(new Date(fastest.arrival)))
      : data.journeys[0]
        ? j.found(data.journeys.length, t.clockTime(new Date(data.journeys[0].arrival)))
        : data.first_next_day
          ? `${j.noJourneyLeft(day)} ${j.firstNextDay(t.clockTime(new Date(data.first_next_day.departure)), day)}`
          : j.noJourney;

  return (
    <TitledSection title={j.options}>
      <p role="status" className="sr-only">
        {heard}
      </p>
      {failure && !data ? (
        <LoadFailure title={j.failed} error={failure} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending ? (
        <p className="text-sm text-slate-600">{j.loading}</p>
      ) : null}
      {error && data ? <ErrorBox title={j.updateFailed}>{failureReason(error, t)}</ErrorBox> : null}
      {data ? (
        <div ref={answers} className="flex flex-col gap-2">
          {day === "tomorrow" && ask.at !== undefined ? (
            <p className="font-semibold">{j.leavingTomorrow(t.clockTime(new Date(ask.at)))}</p>
          ) : null}
          {linkedByRoadOnly(ask.from, ask.to) ? (
            <p>{j.linkedByRoadOnly(stationName(ask.from), stationName(ask.to))}</p>
          ) : null}
          <MissedTrains missed={data.missed} day={day} />
          {data.journeys.length > 0 ? (
            <ol className="flex flex-col gap-3">
              {data.journeys.map((journey, index) => (
                <li key={journeyKey(journey)}>
                  <JourneyCard
                    journey={journey}
                    fareKind={data.fare}
                    title={j.option(index + 1, t.minutesInWords(journey.minutes))}
                    now={leavingNow ? now : undefined}
                    rideActions={rideActions}
                    routeMap={routeMap}
                  />
                </li>
              ))}
            </ol>
          ) : data.first_next_day ? (
            <>
              <p className="font-semibold">{j.noJourneyLeft(day)}</p>
              <p>{j.firstNextDay(t.clockTime(new Date(data.first_next_day.departure)), day)}</p>
              <JourneyCard
                journey={data.first_next_day}
                fareKind={data.fare}
                title={j.option(1, t.minutesInWords(data.first_next_day.minutes))}
                rideActions={rideActions}
                routeMap={routeMap}
              />
            </>
          ) : (
            <p>{j.noJourney}</p>
          )}
        </div>
      ) : null}
    </TitledSection>
  );
}

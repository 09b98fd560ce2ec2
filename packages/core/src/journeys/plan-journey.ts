import { DWELL_MS } from "../estimate/sighting-lag";
import { legFare } from "../fares/leg-fare";
import type { StationRef } from "../lines/interchanges";
import { lineTrouble } from "../lines/line-status";
import { getLine } from "../lines/lines";
import { terminusOf } from "../lines/termini";
import { isLineOpen } from "../open-hours/is-line-open";
import { SCHEDULES } from "../schedule/schedules";
import { manilaDayStartMs } from "../time/manila-time";
import { journeyRoutes, type RouteStep } from "./journey-routes";
import type {
  Journey,
  JourneyInput,
  JourneyLeg,
  JourneyPlan,
  MissedLastTrain,
  RideLeg,
} from "./journey-types";
import { boardable, liveTrains, type RideTrains, rideDirection, timetableTrains } from "./ride-trains";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A way's minutes on the timetable's run times and its walks, before any wait for a train. */
function scheduledMinutes(steps: readonly RouteStep[]): number {
  let minutes = 0;
  for (const step of steps) {
    if (step.kind === "walk") minutes += step.minutes;
    else {
      const stationMinutes = SCHEDULES[step.lineId].stationMinutes;
      minutes += Math.abs(
        (stationMinutes[step.alightStationId] ?? 0) - (stationMinutes[step.boardStationId] ?? 0),
      );
    }
  }
  return minutes;
}

const stationIndex = (ref: StationRef) =>
  getLine(ref.lineId)?.stations.findIndex((station) => station.id === ref.stationId) ?? -1;

/**
 * What a plan's rides say beside their times: the line's mark, which riders' reports of the last half hour
 * make, only on plans leaving the day it is now; whether the line is closed as the rider gets there, on
 * the plans for the time asked, not on the next morning's first journey (which leaves when it opens).
 */
interface RideMarks {
  trouble: boolean;
  closed: boolean;
}

/**
 * Walks before the first ride start so as to reach its train as it leaves, not at `leaveMs`: a rider does
 * not walk to Recto at midnight to wait there for the 05:00 train, and a way that starts on foot is timed,
 * like one that starts on a train, from when the rider sets off for the train taken. The ride is closed as
 * the rider gets there only if its line is closed when the train leaves.
 */
function catchFirstTrain(legs: JourneyLeg[], shows: RideMarks): void {
  const firstRide = legs.findIndex((leg) => leg.kind === "ride");
  const ride = legs[firstRide];
  if (firstRide < 1 || ride?.kind !== "ride") return;
  const lastWalk = legs[firstRide - 1];
  if (lastWalk?.kind !== "walk") return;
  const shiftMs = ride.departure.getTime() - lastWalk.end.getTime();
  if (shiftMs <= 0) return;
  for (let index = 0; index < firstRide; index++) {
    const walk = legs[index];
    if (walk?.kind !== "walk") continue;
    legs[index] = {
      ...walk,
      start: new Date(walk.start.getTime() + shiftMs),
      end: new Date(walk.end.getTime() + shiftMs),
    };
  }
  legs[firstRide] = { ...ride, closed: shows.closed && !isLineOpen(ride.lineId, ride.departure) };
}

/** The way followed from `leaveMs`: each ride takes the first train the rider can board. */
function follow(
  steps: readonly RouteStep[],
  leaveMs: number,
  dayStartMs: number,
  trains: RideTrains,
  input: JourneyInput,
  shows: RideMarks,
): { journey: Journey } | { missed: MissedLastTrain } {
  const legs: JourneyLeg[] = [];
  let readyMs = leaveMs;
  for (const step of steps) {
    if (step.kind === "walk") {
      const endMs = readyMs + step.minutes * MINUTE_MS;
      legs.push({ ...step, start: new Date(readyMs), end: new Date(endMs) });
      readyMs = endMs;
      continue;
    }
    const { lineId, boardStationId, alightStationId } = step;
    const direction = rideDirection(lineId, boardStationId, alightStationId);
    const options = boardable(
      lineId,
      trains(lineId, direction, boardStationId, alightStationId, dayStartMs),
      dayStartMs,
    );
    // A train that came a moment before the rider still stands at the platform, if the line is still open.
    const open = isLineOpen(lineId, new Date(readyMs));
    const earliestMs = open ? readyMs - DWELL_MS : readyMs;
    let next: (typeof options)[number] | undefined;
    for (const train of options)
      if (train.boardMs >= earliestMs && (!next || train.boardMs < next.boardMs)) next = train;
    if (!next) {
      const lastMs = Math.max(...options.map((train) => train.boardMs));
      const lastTrain = Number.isFinite(lastMs) ? new Date(lastMs) : null;
      return { missed: { lineId, direction, stationId: boardStationId, lastTrain } };
    }
    const departure = new Date(Math.max(next.boardMs, readyMs));
    const ride: RideLeg = {
      kind: "ride",
      lineId,
      direction,
      towardsStationId: terminusOf(lineId, direction)?.id ?? alightStationId,
      boardStationId,
      alightStationId,
      stops: Math.abs(
        stationIndex({ lineId, stationId: alightStationId }) -
          stationIndex({ lineId, stationId: boardStationId }),
      ),
      departure,
      arrival: new Date(next.alightMs),
      basis: next.basis,
      fare: legFare(lineId, boardStationId, alightStationId, input.fare, departure) ?? 0,
      trouble: shows.trouble
        ? lineTrouble(input.lineStatuses?.find((status) => status.line_id === lineId))
        : null,
      closed: shows.closed && !open,
    };
    legs.push(ride);
    readyMs = next.alightMs;
  }
  catchFirstTrain(legs, shows);
  const first = legs[0];
  const departureMs = !first
    ? leaveMs
    : first.kind === "ride"
      ? first.departure.getTime()
      : first.start.getTime();
  const rides = legs.filter((leg): leg is RideLeg => leg.kind === "ride");
  return {
    journey: {
      legs,
      departure: new Date(departureMs),
      arrival: new Date(readyMs),
      minutes: Math.round((readyMs - departureMs) / MINUTE_MS),
      fare: rides.reduce((sum, ride) => sum + ride.fare, 0),
      // A walk to the first train or from the last is no change of trains.
      transfers: Math.max(0, rides.length - 1),
    },
  };
}

/** Another journey arrives no later, costs no more and changes no more often. */
function dominated(journey: Journey, others: readonly Journey[]): boolean {
  return others.some(
    (other) =>
      other !== journey &&
      other.arrival <= journey.arrival &&
      other.fare <= journey.fare &&
      other.transfers <= journey.transfers &&
      (other.arrival < journey.arrival || other.fare < journey.fare || other.transfers < journey.transfers),
  );
}

const fastestFirst = (a: Journey, b: Journey) =>
  a.arrival.getTime() - b.arrival.getTime() || a.transfers - b.transfers || a.fare - b.fare;

function journeysOf(
  routes: readonly RouteStep[][],
  leaveMs: number,
  trains: RideTrains,
  input: JourneyInput,
  shows: RideMarks,
): { journeys: Journey[]; missed: MissedLastTrain[] } {
  const dayStartMs = manilaDayStartMs(new Date(leaveMs));
  const journeys: Journey[] = [];
  const missedWays: { missed: MissedLastTrain; minutes: number }[] = [];
  for (const steps of routes) {
    const result = follow(steps, leaveMs, dayStartMs, trains, input, shows);
    if ("journey" in result) journeys.push(result.journey);
    else missedWays.push({ missed: result.missed, minutes: scheduledMinutes(steps) });
  }
  // With ways left, a missed last train is worth telling only where it explains why the quickest way left
  // is slower than the rider may know: its way would have been quicker even on the timetable's run times.
  // A way nobody would take (Monumento to Ayala by LRT-2) says nothing the rider needs.
  const quickestLeft = Math.min(...journeys.map((journey) => journey.minutes));
  const missed: MissedLastTrain[] = [];
  for (const way of missedWays) {
    if (way.minutes >= quickestLeft) continue;
    if (!missed.some((known) => JSON.stringify(known) === JSON.stringify(way.missed)))
      missed.push(way.missed);
  }
  return { journeys: journeys.filter((journey) => !dominated(journey, journeys)).sort(fastestFirst), missed };
}

/**
 * The journeys from one station to another leaving at `leaveAt` (or now), fastest first: the ways over
 * the three lines, each ride on the first train the rider can board, its time from the estimator where
 * riders have seen the line's trains and from the timetable otherwise, its fare, and walks between lines
 * (docs/product.md, Journeys; docs/decisions/099-journeys-planned-over-the-estimators-trains.md).
 * A way whose ride reaches its line after the last train is not offered; when none is left that day,
 * the first journey of the next service day is given.
 */
export function planJourney(input: JourneyInput): JourneyPlan {
  const routes = journeyRoutes(input.from, input.to);
  const leaveMs = (input.leaveAt ?? input.now).getTime();
  const todayStartMs = manilaDayStartMs(new Date(leaveMs));
  const nowDayStartMs = manilaDayStartMs(input.now);
  const shows = { trouble: todayStartMs === nowDayStartMs, closed: true };
  const today = journeysOf(routes, leaveMs, liveTrains(input, nowDayStartMs), input, shows);
  if (today.journeys.length > 0 || routes.length === 0) return { ...today, firstNextDay: null };
  const nextDay = journeysOf(routes, todayStartMs + DAY_MS, timetableTrains, input, {
    trouble: false,
    closed: false,
  });
  return { ...today, firstNextDay: nextDay.journeys[0] ?? null };
}

import type { Direction, LineId } from "../../domain-types";
import { directionsOf } from "../../lines/directions";
import { departureMinutes } from "../../schedule/departures";
import { headwayAt } from "../../schedule/headway";
import { SCHEDULES } from "../../schedule/schedules";
import type { Random } from "../random";
import { inPeak, type SecondWorldService } from "./second-world-conditions";
import type { SecondWorldConditions, SecondWorldTrain } from "./second-world-types";

const MINUTE_MS = 60_000;
/**
 * This world moves every train together in small steps of time (the first world places each train after
 * the one ahead): holds, closures and turn-backs then act on whatever is on the line at that moment.
 */
const STEP_MS = 5_000;
/** A platform takes a train this long after the last one arrived; a train kept out waits before it. */
const PLATFORM_GAP_MS = 75_000;
const TURN_BACK_MS = 4 * MINUTE_MS;
const SHORTEST_RUN_MS = 30_000;
const LONGEST_DAY_AFTER_CLOSE_MS = 6 * 60 * MINUTE_MS;

interface Moving {
  train: SecondWorldTrain;
  order: readonly string[];
  index: number;
  running: boolean;
  untilMs: number;
}

interface Line {
  lineId: LineId;
  stations(direction: Direction): readonly string[];
  hops(direction: Direction): readonly number[];
  first: Direction;
  second: Direction;
}

function lineOf(lineId: LineId): Line {
  const minutes = SCHEDULES[lineId].stationMinutes;
  const up = Object.keys(minutes).sort((a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0));
  const down = [...up].reverse();
  const hopsOf = (order: readonly string[]) =>
    order.slice(1).map((id, index) => Math.abs((minutes[id] ?? 0) - (minutes[order[index] ?? ""] ?? 0)));
  const [first, second] = directionsOf(lineId);
  const upHops = hopsOf(up);
  const downHops = hopsOf(down);
  return {
    lineId,
    first,
    second,
    stations: (direction) => (direction === first ? up : down),
    hops: (direction) => (direction === first ? upHops : downHops),
  };
}

function dispatches(
  random: Random,
  service: SecondWorldService,
  conditions: SecondWorldConditions,
): number[] {
  if (conditions.dispatchSpread === 0) {
    return departureMinutes(service.lineId, service.weekend).map((minute) =>
      Math.round(service.dayStartMs + minute * MINUTE_MS + random.between(-15_000, 15_000)),
    );
  }
  const times: number[] = [];
  let at = service.openMs + Math.round(random.between(0, 2 * MINUTE_MS));
  while (at <= service.closeMs) {
    times.push(at);
    const headwayMs =
      headwayAt(service.lineId, Math.floor((at - service.dayStartMs) / MINUTE_MS), service.weekend) *
      MINUTE_MS;
    const ratio = random.chance(conditions.bunchedDispatch)
      ? random.between(0.3, 0.5)
      : Math.exp(random.between(-1, 1) * conditions.dispatchSpread);
    at += Math.round(headwayMs * conditions.dispatchScale * ratio);
  }
  return times;
}

/**
 * Every train of the day on both directions, moved together in steps of 5 s: dispatched by timetable or
 * headway, run at the factor in force with noise, held where a hold or a closure says, cut short or turned
 * back, and kept out of a platform the train ahead has just reached.
 */
export function runSecondWorldTrains(
  random: Random,
  service: SecondWorldService,
  conditions: SecondWorldConditions,
): SecondWorldTrain[] {
  const line = lineOf(service.lineId);
  const count = line.stations(line.first).length;
  const firstIndexOf = (direction: Direction, index: number) =>
    direction === line.first ? index : count - 1 - index;
  const closedAt = (direction: Direction, index: number, ms: number) => {
    const closure = conditions.closure;
    if (!closure || ms < closure.fromMs || ms >= closure.toMs) return false;
    return closure.stationIndexes.includes(firstIndexOf(direction, index));
  };
  const pendingDispatch = new Map<Direction, number[]>(
    [line.first, line.second].map((direction) => [direction, dispatches(random, service, conditions)]),
  );
  const holds = [...conditions.holds];
  const cuts = [...conditions.cuts];
  const turnBacks: { direction: Direction; index: number; atMs: number }[] = [];
  const lastArrival = new Map<string, number>();
  const occupied = new Set<string>();
  const freedAt = new Map<string, number>();
  const moving: Moving[] = [];
  const done: SecondWorldTrain[] = [];
  const meanDwellMs = (conditions.dwellMs.offPeak[0] + conditions.dwellMs.offPeak[1]) / 2;

  const start = (direction: Direction, index: number, atMs: number) => {
    const order = line.stations(direction);
    const stationId = order[index] ?? "";
    const train: SecondWorldTrain = {
      direction,
      stops: [{ stationId, arrivalMs: atMs, departureMs: atMs }],
      held: false,
    };
    occupied.add(`${direction}|${index}`);
    moving.push({ train, order, index, running: false, untilMs: atMs });
  };
  const turnBack = (direction: Direction, index: number, atMs: number) => {
    const back = count - 1 - index;
    // A train that would start at the other direction's far terminus has nowhere to run.
    if (back < count - 1) turnBacks.push({ direction: otherOf(line, direction), index: back, atMs });
  };
  const finish = (train: Moving) => {
    occupied.delete(`${train.train.direction}|${train.index}`);
    done.push(train.train);
  };

  for (let nowMs = service.openMs - MINUTE_MS; ; nowMs += STEP_MS) {
    for (const [direction, times] of pendingDispatch) {
      while ((times[0] ?? Infinity) <= nowMs) {
        if (closedAt(direction, 0, nowMs)) times.shift();
        else if (occupied.has(`${direction}|0`)) break;
        else {
          times.shift();
          start(direction, 0, nowMs);
        }
      }
    }
    for (let turn = turnBacks.length - 1; turn >= 0; turn--) {
      const back = turnBacks[turn];
      if (!back || back.atMs > nowMs || occupied.has(`${back.direction}|${back.index}`)) continue;
      turnBacks.splice(turn, 1);
      start(back.direction, back.index, nowMs);
    }
    for (let position = 0; position < moving.length; position++) {
      const train = moving[position] as Moving;
      if (train.untilMs > nowMs) continue;
      const { direction } = train.train;
      // Events fall between steps: at the instant due, or the step it was first allowed.
      let atMs = Math.max(train.untilMs, nowMs - STEP_MS);
      if (train.running) {
        const next = train.index + 1;
        const key = `${direction}|${next}`;
        if (occupied.has(key) || atMs - (lastArrival.get(key) ?? -Infinity) < PLATFORM_GAP_MS) continue;
        atMs = Math.max(atMs, freedAt.get(key) ?? atMs);
        lastArrival.set(key, atMs);
        occupied.add(key);
        train.index = next;
        train.running = false;
        train.train.stops.push({ stationId: train.order[next] ?? "", arrivalMs: atMs, departureMs: atMs });
        const cut = cuts.findIndex(
          (at) => at.direction === direction && at.stationIndex === next && atMs >= at.fromMs,
        );
        if (next === train.order.length - 1 || cut >= 0) {
          if (cut >= 0 && cuts[cut]?.turnsBack) {
            turnBack(direction, next, atMs + TURN_BACK_MS);
          }
          if (cut >= 0) cuts.splice(cut, 1);
          finish(train);
          moving.splice(position--, 1);
          continue;
        }
        const [low, high] = inPeak(service, atMs) ? conditions.dwellMs.peak : conditions.dwellMs.offPeak;
        let dwellMs = Math.round(random.between(low, high));
        const hold = holds.findIndex(
          (at) => at.direction === direction && at.stationIndex === next && atMs >= at.fromMs,
        );
        if (hold >= 0) {
          dwellMs += holds[hold]?.holdMs ?? 0;
          holds.splice(hold, 1);
          train.train.held = true;
        }
        train.untilMs = atMs + dwellMs;
        continue;
      }
      const next = train.index + 1;
      if (closedAt(direction, train.index, atMs)) continue;
      if (closedAt(direction, next, atMs)) {
        // Partial operations: the train turns back short of the closed stretch.
        turnBack(direction, train.index, atMs + TURN_BACK_MS);
        finish(train);
        moving.splice(position--, 1);
        continue;
      }
      const stop = train.train.stops.at(-1);
      if (stop) {
        stop.departureMs = atMs;
        if (train.train.stops.length === 1) stop.arrivalMs = atMs;
      }
      occupied.delete(`${direction}|${train.index}`);
      freedAt.set(`${direction}|${train.index}`, atMs);
      const noise = random.between(1 - conditions.hopNoise, 1 + conditions.hopNoise);
      const credit = train.index === 0 ? 0 : meanDwellMs;
      const hopMs = (line.hops(direction)[train.index] ?? 0) * MINUTE_MS * conditions.factorAt(atMs) * noise;
      train.running = true;
      train.untilMs = atMs + Math.max(SHORTEST_RUN_MS, Math.round(hopMs - credit));
    }
    const idle = moving.length === 0 && turnBacks.length === 0;
    if (idle && [...pendingDispatch.values()].every((times) => times.length === 0)) break;
    if (nowMs > service.closeMs + LONGEST_DAY_AFTER_CLOSE_MS)
      throw new Error("second world: trains never finished");
  }
  return done.filter((train) => train.stops.length > 1);
}

const otherOf = (line: Line, direction: Direction): Direction =>
  direction === line.first ? line.second : line.first;

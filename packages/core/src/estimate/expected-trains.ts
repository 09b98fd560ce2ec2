import type { Direction, LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";
import { ANCHOR_FRESH_MS, SAME_TRAIN_HEADWAYS } from "./estimate-arrivals";
import type { LineState } from "./line-state";
import { DWELL_MS } from "./sighting-lag";
import { type LatticeTrain, trainLattice } from "./train-lattice";

const MINUTE_MS = 60_000;

/** A train of the day as the estimator expects it at two stations of its run. */
interface ExpectedTrain {
  boardMs: number;
  alightMs: number;
  /** Its time rests on a sighting of the last hour, not on the timetable alone. */
  live: boolean;
}

// A journey's ways board one line at the same stations again and again: each lattice is kept with the
// line's state it was built from, for the headway it was built at (a state is kept across instants while
// its reports hold, decision 116, and the headway may change meanwhile).
const LATTICES = new WeakMap<LineState, Map<string, LatticeTrain[]>>();

function latticeOf(lineId: LineId, direction: Direction, state: LineState, board: number, now: Date) {
  let kept = LATTICES.get(state);
  if (!kept) {
    kept = new Map();
    LATTICES.set(state, kept);
  }
  const headwayMs = headwayAt(lineId, manilaMinuteOfDay(now), isManilaWeekend(now)) * MINUTE_MS;
  const key = `${direction}|${board}|${headwayMs}`;
  let lattice = kept.get(key);
  if (!lattice) {
    const seen = (state.sightings.trains.get(direction) ?? []).filter(
      (sighting) => sighting.positionMinutes < board,
    );
    lattice =
      seen.length === 0
        ? []
        : trainLattice(
            state.departuresMs,
            seen,
            state.factor,
            state.sightingLagMs - DWELL_MS,
            headwayMs * SAME_TRAIN_HEADWAYS,
          );
    kept.set(key, lattice);
  }
  return lattice;
}

/**
 * Every train of the direction today with its expected times at two positions of its run (minutes from
 * the origin terminus): the estimator's trains, from the sightings upstream of the boarding station,
 * with the day's learned run times (docs/decisions/035-estimates-from-sightings.md). Undefined where
 * the estimator would show the timetable: the direction keeps it today, or nobody saw a train upstream.
 */
export function expectedTrains(
  lineId: LineId,
  direction: Direction,
  state: LineState,
  positions: { board: number; alight: number },
  now: Date,
): ExpectedTrain[] | undefined {
  if (state.keptDirections.includes(direction)) return undefined;
  const lattice = latticeOf(lineId, direction, state, positions.board, now);
  if (lattice.length === 0) return undefined;
  const freshFromMs = now.getTime() - ANCHOR_FRESH_MS;
  const at = (originMs: number, position: number) =>
    originMs + state.factor * position * MINUTE_MS - (position > 0 ? DWELL_MS : 0);
  return lattice.map((train) => ({
    boardMs: at(train.originMs, positions.board),
    alightMs: at(train.originMs, positions.alight),
    live: train.anchor !== undefined && train.anchor.seenMs >= freshFromMs,
  }));
}

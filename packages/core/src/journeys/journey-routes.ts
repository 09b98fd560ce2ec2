import type { LineId } from "../domain-types";
import { INTERCHANGES, type StationRef } from "../lines/interchanges";
import { getStation } from "../lines/lines";

export type RouteStep =
  | { kind: "ride"; lineId: LineId; boardStationId: string; alightStationId: string }
  | { kind: "walk"; from: StationRef; to: StationRef; minutes: number };

/** A change of line: off at `leave`, on foot to `enter`. */
interface Change {
  leave: StationRef;
  enter: StationRef;
  minutes: number;
}

/** Every sequence of changes from one line to another, riding each line at most once. */
function changeSequences(from: LineId, to: LineId, visited: readonly LineId[]): Change[][] {
  if (from === to) return [[]];
  const sequences: Change[][] = [];
  for (const { stations, walkMinutes } of INTERCHANGES) {
    const [a, b] = stations;
    const change =
      a.lineId === from ? { leave: a, enter: b } : b.lineId === from ? { leave: b, enter: a } : undefined;
    if (!change || visited.includes(change.enter.lineId)) continue;
    for (const rest of changeSequences(change.enter.lineId, to, [...visited, change.enter.lineId]))
      sequences.push([{ ...change, minutes: walkMinutes }, ...rest]);
  }
  return sequences;
}

/**
 * The ways from one station to another: one ride on a single line, or rides on two or three lines joined
 * by walks at the interchanges, each line ridden once (a same-line journey never changes). A ride from an
 * interchange station to itself is left out: the way starts or ends with the walk. An end that is no
 * station of its line has no way at all.
 */
export function journeyRoutes(from: StationRef, to: StationRef): RouteStep[][] {
  if (!getStation(from.lineId, from.stationId) || !getStation(to.lineId, to.stationId)) return [];
  if (from.lineId === to.lineId && from.stationId === to.stationId) return [];
  return changeSequences(from.lineId, to.lineId, [from.lineId]).map((changes) => {
    const steps: RouteStep[] = [];
    let boarding = from;
    for (let index = 0; index <= changes.length; index++) {
      const change = changes[index];
      const alight = change?.leave ?? to;
      if (boarding.stationId !== alight.stationId) {
        steps.push({
          kind: "ride",
          lineId: boarding.lineId,
          boardStationId: boarding.stationId,
          alightStationId: alight.stationId,
        });
      }
      if (!change) break;
      steps.push({ kind: "walk", from: change.leave, to: change.enter, minutes: change.minutes });
      boarding = change.enter;
    }
    return steps;
  });
}

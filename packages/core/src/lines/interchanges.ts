import type { LineId } from "../domain-types";

export interface StationRef {
  lineId: LineId;
  stationId: string;
}

interface Interchange {
  stations: readonly [StationRef, StationRef];
  /** Minutes on foot from one platform to the other, out of one paid area and into the next (docs/fares.md). */
  walkMinutes: number;
}

/**
 * Stations where riders change lines on foot, from the lines' published system map: Doroteo Jose and
 * Recto share a footbridge, EDSA and Taft Avenue a walkway, and the two Araneta Center-Cubao stations are
 * linked through the Araneta City concourses. Fernando Poe Jr. and North Avenue are not: their common
 * station is not open. Walking minutes are the middle of the published ranges, rounded up
 * (docs/decisions/099-journeys-planned-over-the-estimators-trains.md).
 */
export const INTERCHANGES: readonly Interchange[] = [
  {
    stations: [
      { lineId: "lrt1", stationId: "doro" },
      { lineId: "lrt2", stationId: "rect" },
    ],
    walkMinutes: 5,
  },
  {
    stations: [
      { lineId: "lrt1", stationId: "edsa" },
      { lineId: "mrt3", stationId: "taft" },
    ],
    walkMinutes: 7,
  },
  {
    stations: [
      { lineId: "mrt3", stationId: "cube" },
      { lineId: "lrt2", stationId: "araneta" },
    ],
    walkMinutes: 8,
  },
];

/**
 * Neighbours on two lines that no walkway links yet: riders cross between them by road (a jeepney or the
 * EDSA Carousel) until their common station opens, while a plan by rail alone goes the long way round
 * (docs/fares.md). A plan between them says so.
 */
const LINKED_BY_ROAD_ONLY: readonly (readonly [StationRef, StationRef])[] = [
  [
    { lineId: "lrt1", stationId: "fpr" },
    { lineId: "mrt3", stationId: "ns" },
  ],
];

const sameStation = (a: StationRef, b: StationRef) => a.lineId === b.lineId && a.stationId === b.stationId;

/** Whether `a` and `b` are such neighbours, in either order. */
export function linkedByRoadOnly(a: StationRef, b: StationRef): boolean {
  return LINKED_BY_ROAD_ONLY.some(
    ([one, other]) =>
      (sameStation(one, a) && sameStation(other, b)) || (sameStation(one, b) && sameStation(other, a)),
  );
}

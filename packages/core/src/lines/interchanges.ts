import type { LineId } from "../domain-types";

export interface StationRef {
  lineId: LineId;
  stationId: string;
}

export interface Interchange {
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

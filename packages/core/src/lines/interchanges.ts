import type { LineId } from "../domain-types";

export interface StationRef {
  lineId: LineId;
  stationId: string;
}

/**
 * Stations where riders change lines on foot, from the lines' published system map: Doroteo Jose and
 * Recto share a footbridge, EDSA and Taft Avenue a walkway, and the two Araneta Center-Cubao stations are
 * linked through the Araneta City concourses.
 */
export const INTERCHANGES: readonly (readonly [StationRef, StationRef])[] = [
  [
    { lineId: "lrt1", stationId: "doro" },
    { lineId: "lrt2", stationId: "rect" },
  ],
  [
    { lineId: "lrt1", stationId: "edsa" },
    { lineId: "mrt3", stationId: "taft" },
  ],
  [
    { lineId: "mrt3", stationId: "cube" },
    { lineId: "lrt2", stationId: "araneta" },
  ],
];

import type { Direction, LineId } from "@riles/core";
import type { ReactNode } from "react";

/** One train ride of a journey, as the journey screen shows it. */
interface JourneyRide {
  lineId: LineId;
  direction: Direction;
  boardStationId: string;
  alightStationId: string;
  departure: Date;
}

/**
 * What other features add under a journey's ride ("Remind me", "Wake me before my stop"). src/app fills the
 * slot, so the journey feature never imports them (docs/decisions/032-web-app-structure.md).
 */
export type RideActionsSlot = (ride: JourneyRide) => ReactNode;

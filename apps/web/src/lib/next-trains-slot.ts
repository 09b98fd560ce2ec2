import type { LineId } from "@riles/core";
import type { ReactNode } from "react";

/**
 * A station's next trains, drawn by the arrivals feature inside another feature's card (favourites, the
 * nearest station). src/app fills the slot, so those features never import arrivals
 * (docs/decisions/032-web-app-structure.md).
 */
export type NextTrainsSlot = (station: { lineId: LineId; stationId: string; label: string }) => ReactNode;

import type { Direction, Eta } from "@riles/core";
import type { ReactNode } from "react";

/**
 * What other features add under one direction's trains on the arrivals screen (the reminders' buttons).
 * src/app fills the slot, so the arrivals feature never imports them (docs/decisions/032-web-app-structure.md).
 */
export type DirectionActionsSlot = (group: { direction: Direction; etas: readonly Eta[] }) => ReactNode;

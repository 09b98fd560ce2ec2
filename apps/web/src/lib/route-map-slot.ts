import type { JourneyPlanAnswer } from "@riles/core";
import type { ReactNode } from "react";

/**
 * A journey's route on the map, shown when the rider asks for it. src/app fills the slot with the map
 * feature's lazily loaded map, so the journey feature never imports Leaflet (docs/decisions/032-web-app-structure.md).
 */
export type RouteMapSlot = (legs: JourneyPlanAnswer["journeys"][number]["legs"]) => ReactNode;

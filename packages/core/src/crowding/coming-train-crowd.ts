import type { Direction } from "../domain-types";
import type { EstimateBasis, EstimatedArrival } from "../estimate/estimate-types";

/** How full a coming train was when a rider saw it leave a station before this one. */
export type ComingTrainCrowd = Pick<
  Extract<EstimateBasis, { kind: "sighting" }>,
  "crowdLevel" | "stationId" | "seenAt"
>;

/**
 * The crowd of a direction's coming train (its soonest arrival), only when a rider saw that very train:
 * a station's own report is of a train that has already left it, and an unseen train's time follows
 * another train's sighting, whose crowd says nothing of it (docs/decisions/047-crowding-now-and-summary.md).
 */
export function comingTrainCrowd(
  etas: readonly EstimatedArrival[],
  direction: Direction,
): ComingTrainCrowd | null {
  let coming: EstimatedArrival | undefined;
  for (const eta of etas) {
    if (eta.direction !== direction) continue;
    if (!coming || eta.estimatedArrival.getTime() < coming.estimatedArrival.getTime()) coming = eta;
  }
  const basis = coming?.basis;
  if (basis?.kind !== "sighting" || !basis.trainSighted || coming?.status === "cancelled") return null;
  return { crowdLevel: basis.crowdLevel, stationId: basis.stationId, seenAt: basis.seenAt };
}

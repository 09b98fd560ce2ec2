import type { WebTexts } from "@riles/core";

const km = (meters: number) => (meters / 1000).toFixed(1);

/**
 * Metres as the card shows them: kilometres with one decimal (docs/product.md), e.g. '0.3 km away'. Under
 * 50 m, where that figure would read 0.0, 'Less than 0.1 km away' (docs/decisions/160-a-distance-never-0-km.md).
 */
export function formatDistance(t: WebTexts, meters: number): string {
  const figure = km(meters);
  return Number(figure) > 0 ? t.distanceAway(figure) : t.distanceUnder(km(100));
}

import type { WebTexts } from "@riles/core";

/** Metres as the card shows them: kilometres with one decimal (docs/product.md), e.g. '0.3 km away'. */
export function formatDistance(t: WebTexts, meters: number): string {
  return t.distanceAway((meters / 1000).toFixed(1));
}

import type { Catalogue } from "../../lib/i18n/catalogue-en";

/** Metres as the card shows them: kilometres with one decimal (docs/product.md), e.g. '0.3 km away'. */
export function formatDistance(t: Catalogue, meters: number): string {
  return t.distanceAway((meters / 1000).toFixed(1));
}

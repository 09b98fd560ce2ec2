/** Metres as the card shows them: kilometres with one decimal (docs/product.md), e.g. '0.3 km away'. */
export function formatDistance(meters: number): string {
  return `${(meters / 1000).toFixed(1)} km away`;
}

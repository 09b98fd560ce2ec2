import { CROWD_LEVELS, type CrowdLevel } from "../domain-types";

/**
 * The median crowd level of an hour's reports, `counts[i]` being how many said CROWD_LEVELS[i]: the least
 * crowded level that more than half of them do not exceed. A median, not a mean or the most frequent
 * level, so a minority of false reports cannot move it (docs/decisions/044-usual-crowding.md).
 */
export function usualLevel(counts: readonly number[]): CrowdLevel | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let atMost = 0;
  const level = CROWD_LEVELS.find((_, index) => {
    atMost += counts[index] ?? 0;
    return atMost * 2 > total;
  });
  return level ?? null;
}

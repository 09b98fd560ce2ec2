/** z of a two-sided 95 % interval. */
const Z_95 = 1.959_964;

/** A share's lower and upper bounds, each in [0, 1]. */
interface ShareInterval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of a share seen `share` of `trials` times: unlike the normal approximation it
 * stays within [0, 1] and keeps its width at shares near 0 or 1 and for a handful of trials. No trials
 * support any share.
 */
export function wilsonInterval(share: number, trials: number): ShareInterval {
  if (!(trials > 0)) return { low: 0, high: 1 };
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z_95 / (1 + z2 / trials)) * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * How riders' sightings fall against the timetable on a day that keeps it, learned from the day's own
 * sightings with a prior (docs/decisions/103-riders-learned-from-their-reports.md): the lag from a train
 * arriving to a prompt report of it leaving (its dwell and the rider's delay), how widely prompt reports
 * spread, and the shares of prompt reports, reports sent on arrival, reports naming the station ahead and
 * reports that fall anywhere (minutes late, the wrong direction).
 */
export interface KeptDayHabits {
  sightingLagMs: number;
  spreadMs: number;
  prompt: number;
  onArrival: number;
  nextStation: number;
  anywhere: number;
}

/**
 * The prior: "most riders report within a minute and a half of the train leaving, a few on arrival or
 * naming the next station" (issue 21), read as a 40 s delay after a 30 s dwell, 50 s of spread and the
 * shares decision 079 rounded. It is what the estimator believes before a kept day has shown otherwise.
 */
export const PRIOR_KEPT_DAY_HABITS: KeptDayHabits = Object.freeze({
  sightingLagMs: 70_000,
  spreadMs: 50_000,
  prompt: 0.7,
  onArrival: 0.05,
  nextStation: 0.05,
  anywhere: 0.2,
});

/** A report sent as the train arrives comes this long after its arrival (typing it). */
export const ON_ARRIVAL_LAG_MS = 10_000;
/** How many sightings the prior counts for: a handful of sightings move it only a little. */
const PRIOR_SIGHTINGS = 10;
const ROUNDS = 20;
const SETTLED_LAG_MS = 500;
const SETTLED_SHARE = 0.005;
const SPREAD_RANGE_MS = { min: 20_000, max: 120_000 } as const;
const LAG_RANGE_MS = { min: 0, max: 240_000 } as const;

/** A sighting as the habits read it: where it falls after the nearest timetable arrival at its station. */
export interface TimedSighting {
  /** The report's time less the timetable's arrival nearest it, in (-period / 2, period / 2]. */
  offsetMs: number;
  /** The timetable's run from the station before (0 at the origin). */
  hopMs: number;
  /** The headway in force: the timetable repeats every this much. */
  periodMs: number;
  /** How much it counts (newer sightings more). */
  weight: number;
}

/** A normal density wrapped at the period: at short headways the spread reaches the next departures. */
function wrappedDensity(offsetMs: number, periodMs: number, spreadMs: number): number {
  let density = 0;
  for (let turn = -2; turn <= 2; turn++) {
    const z = (offsetMs + turn * periodMs) / spreadMs;
    density += Math.exp(-0.5 * z * z);
  }
  return density / (spreadMs * Math.sqrt(2 * Math.PI));
}

/** Each kind's density at a sighting, under the habits; `anywhere` is even across the period. */
export function kindDensities(sighting: TimedSighting, habits: KeptDayHabits) {
  const { offsetMs, periodMs, hopMs } = sighting;
  const { sightingLagMs, spreadMs } = habits;
  return {
    prompt: habits.prompt * wrappedDensity(offsetMs - sightingLagMs, periodMs, spreadMs),
    onArrival: habits.onArrival * wrappedDensity(offsetMs - ON_ARRIVAL_LAG_MS, periodMs, spreadMs),
    nextStation:
      hopMs > 0
        ? habits.nextStation * wrappedDensity(offsetMs - sightingLagMs + hopMs, periodMs, spreadMs)
        : 0,
    anywhere: habits.anywhere / periodMs,
  };
}

/** The offset's turn nearest `centreMs`: the wrapped offset read where the prompt peak is. */
function unwrapped(offsetMs: number, periodMs: number, centreMs: number): number {
  return offsetMs + Math.round((centreMs - offsetMs) / periodMs) * periodMs;
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, value));

/**
 * The habits that best explain the sightings (expectation-maximisation over the four kinds), pulled
 * towards `prior` as if it were 10 sightings more: shares, the prompt lag and its spread.
 */
export function learnKeptDayHabits(
  sightings: readonly TimedSighting[],
  prior: KeptDayHabits = PRIOR_KEPT_DAY_HABITS,
): KeptDayHabits {
  if (sightings.length === 0) return prior;
  let habits = prior;
  for (let round = 0; round < ROUNDS; round++) {
    const sums = { prompt: 0, onArrival: 0, nextStation: 0, anywhere: 0 };
    let weightSum = 0;
    let lagSum = 0;
    const promptOffsets: { offsetMs: number; weight: number }[] = [];
    for (const sighting of sightings) {
      const densities = kindDensities(sighting, habits);
      const total = densities.prompt + densities.onArrival + densities.nextStation + densities.anywhere;
      if (!(total > 0)) continue;
      weightSum += sighting.weight;
      for (const kind of ["prompt", "onArrival", "nextStation", "anywhere"] as const)
        sums[kind] += (sighting.weight * densities[kind]) / total;
      const promptWeight = (sighting.weight * densities.prompt) / total;
      const offsetMs = unwrapped(sighting.offsetMs, sighting.periodMs, habits.sightingLagMs);
      lagSum += promptWeight * offsetMs;
      promptOffsets.push({ offsetMs, weight: promptWeight });
    }
    const promptWeight = sums.prompt;
    const sightingLagMs = clamp(
      (lagSum + PRIOR_SIGHTINGS * prior.prompt * prior.sightingLagMs) /
        (promptWeight + PRIOR_SIGHTINGS * prior.prompt),
      LAG_RANGE_MS,
    );
    let squares = PRIOR_SIGHTINGS * prior.prompt * prior.spreadMs * prior.spreadMs;
    for (const { offsetMs, weight } of promptOffsets) squares += weight * (offsetMs - sightingLagMs) ** 2;
    const spreadMs = clamp(
      Math.sqrt(squares / (promptWeight + PRIOR_SIGHTINGS * prior.prompt)),
      SPREAD_RANGE_MS,
    );
    const share = (kind: "prompt" | "onArrival" | "nextStation" | "anywhere") =>
      (sums[kind] + PRIOR_SIGHTINGS * prior[kind]) / (weightSum + PRIOR_SIGHTINGS);
    const next = {
      sightingLagMs,
      spreadMs,
      prompt: share("prompt"),
      onArrival: share("onArrival"),
      nextStation: share("nextStation"),
      anywhere: share("anywhere"),
    };
    // Settled: a further round would move nothing an estimate can show (scoring reads this per report).
    const settled =
      Math.abs(next.sightingLagMs - habits.sightingLagMs) < SETTLED_LAG_MS &&
      Math.abs(next.prompt - habits.prompt) < SETTLED_SHARE;
    habits = next;
    if (settled) break;
  }
  // Whole milliseconds, so that a phone given the lag in an answer estimates exactly as the server does.
  return { ...habits, sightingLagMs: Math.round(habits.sightingLagMs) };
}

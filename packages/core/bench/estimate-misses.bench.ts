/**
 * Where estimateArrivals' misses are (issue 39, decision 113): the accuracy bench's moments (every step,
 * station and served direction; the first estimate against the true next arrival), each one judged wrong
 * put in one class by what the simulated truth says of the estimate's train, per world and kind of day,
 * as a share of the counted moments. ORACLES=1 also scores the estimator given the true run-time factor
 * and the day's true riders' lag, which bounds what learning either better could gain; and on the day's
 * reports each moved to its own train's departure plus a fixed lag, which no report can tell (decision
 * 143), alone and with the true factor. Tuning seeds only: the held-out seeds are for the final figure.
 * Run: nice -n 19 npx tsx bench/estimate-misses.bench.ts. SEEDS=n weekdays (2; one Saturday is added),
 * STEP_SECONDS (120), WORLDS, LINES, KINDS as in estimate-accuracy.bench.ts; 10 % of departures reported.
 */
import { type AccuracyWindow, accuracyWindowOf, isAccurateEstimate } from "../src/accuracy/accurate-estimate";
import { ETA_WINDOW_MS } from "../src/constants";
import { type Direction, LINE_IDS, type LineId } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import type { EstimateArrivalsInput, EstimatedArrival, LineReport } from "../src/estimate/estimate-types";
import { lineState } from "../src/estimate/line-state";
import { DWELL_MS } from "../src/estimate/sighting-lag";
import { getLine } from "../src/lines/lines";
import { SCHEDULES } from "../src/schedule/schedules";
import { servingDirections } from "../src/schedule/serving-directions";
import { travelMinutes } from "../src/schedule/travel-minutes";
import { simulateSecondWorldDay } from "../src/simulation/second-world/simulate-second-world-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";
import { DAY_KINDS, type DayKind, WORLDS, type World } from "../src/simulation/simulated-worlds";

const MINUTE_MS = 60_000;
const WEEKDAYS = Number(process.env.SEEDS ?? 2);
const STEP_MS = Number(process.env.STEP_SECONDS ?? 120) * 1000;
const ORACLES = process.env.ORACLES === "1";
const REPORT_SHARE = 0.1;
/** A report this long after the departure it matches is a very late report or names another train. */
const STRAY_REPORT_MS = 5 * MINUTE_MS;
/** Two trains arriving this close at a station are the same train for the judge. */
const SAME_ARRIVAL_MS = 20_000;

function chosen<T extends string>(variable: string, all: readonly T[]): readonly T[] {
  const named = process.env[variable]?.split(",").map((item) => item.trim());
  return named ? all.filter((item) => named.includes(item)) : all;
}
const LINES = chosen("LINES", LINE_IDS);
const KINDS = chosen("KINDS", DAY_KINDS);
const CHOSEN_WORLDS = chosen("WORLDS", WORLDS);

interface TrueStop {
  stationId: string;
  arrivalMs: number;
  departureMs: number;
}
interface TrueTrain {
  direction: Direction;
  stops: readonly TrueStop[];
}
interface TrueDay {
  lineId: LineId;
  trains: readonly TrueTrain[];
  arrivals: ReadonlyMap<string, ReadonlyMap<Direction, readonly number[]>>;
  serviceStartMs: number;
  serviceEndMs: number;
  reports: readonly LineReport[];
  factorAt(ms: number): number;
}

function trueDay(
  world: World,
  input: { lineId: LineId; date: string; seed: number; kind: DayKind },
): TrueDay {
  const share = { ...input, reportShare: REPORT_SHARE };
  if (world === "second") {
    const day = simulateSecondWorldDay(share);
    return { ...day, factorAt: day.conditions.factorAt };
  }
  const scenario = ({ timetable: "calm", headway: "manila", disrupted: "suspension" } as const)[input.kind];
  const day = simulateServiceDay({ ...share, scenario });
  return { ...day, factorAt: () => day.conditions.lineFactor };
}

/** Weekdays from Monday 2026-11-23 (seeds from 1), then Saturday 2026-11-28, as the accuracy bench. */
function tuningDays(): { date: string; seed: number }[] {
  const weekdays = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].slice(0, WEEKDAYS);
  return [...weekdays, "2026-11-28"].map((date, index) => ({ date, seed: 1 + index }));
}

/** Each report's train: the last one of its direction to leave its station by the report's time. */
function reportedTrains(day: TrueDay): Map<string, { train: TrueTrain; stop: TrueStop } | undefined> {
  const byPlatform = new Map<string, { train: TrueTrain; stop: TrueStop }[]>();
  for (const train of day.trains)
    for (const stop of train.stops) {
      const key = `${stop.stationId}|${train.direction}`;
      byPlatform.set(key, [...(byPlatform.get(key) ?? []), { train, stop }]);
    }
  for (const list of byPlatform.values()) list.sort((a, b) => a.stop.departureMs - b.stop.departureMs);
  const matched = new Map<string, { train: TrueTrain; stop: TrueStop } | undefined>();
  for (const report of day.reports) {
    const createdMs = Date.parse(report.created_at);
    const list = byPlatform.get(`${report.station_id}|${report.direction}`) ?? [];
    // A report sent on the train's arrival comes before it leaves: it counts as that train's.
    matched.set(
      report.id,
      list.findLast(
        ({ stop }) => stop.arrivalMs <= createdMs && createdMs - stop.departureMs < STRAY_REPORT_MS,
      ),
    );
  }
  return matched;
}

/** A lag every report is moved to in the oracle day, after its own train's departure. */
const KNOWN_LAG_MS = 60_000;

/** The day as if each report's own lag were known: each matched report moved to KNOWN_LAG_MS after its train left. */
function eachLagKnown(day: TrueDay, matched: ReturnType<typeof reportedTrains>): TrueDay {
  const reports = day.reports
    .map((report) => {
      const found = matched.get(report.id);
      const createdMs = found ? found.stop.departureMs + KNOWN_LAG_MS : Date.parse(report.created_at);
      return { ...report, created_at: new Date(createdMs).toISOString() };
    })
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return { ...day, reports };
}

/** The day's riders' lag from a departure to its report, from reports matched to their trains. */
function trueLagMs(day: TrueDay, matched: ReturnType<typeof reportedTrains>): number {
  const lags = day.reports
    .map((report) => {
      const found = matched.get(report.id);
      return found ? Date.parse(report.created_at) - found.stop.departureMs : undefined;
    })
    .filter((lag): lag is number => lag !== undefined && lag >= 0)
    .sort((a, b) => a - b);
  return lags[Math.floor(lags.length / 2)] ?? 60_000;
}

const CLASSES = [
  "no train within 10 min (suspension, closure, cut, end of day)",
  "nothing shown though a train came",
  "direction judged to keep the timetable",
  "timetable fallback: no fresh sighting (first trains of the day)",
  "timetable fallback: no fresh sighting (later)",
  "shown after the station's own report (anchor not told)",
  "unseen train placed by the lattice's spacing",
  "anchor report very late or names another station/direction",
  "sighted train already gone, still shown",
  "sighted train cut short or taken out before the station",
  "an unreported train comes before the sighted one",
  "sighted train, shown off: run-time factor",
  "sighted train, shown off: report lag",
  "sighted train, shown off: held on the way",
  "sighted train, shown off: lattice steadying/lead",
] as const;
type MissClass = (typeof CLASSES)[number];

interface Moment {
  day: TrueDay;
  matched: ReturnType<typeof reportedTrains>;
  nowMs: number;
  stationId: string;
  direction: Direction;
  eta: EstimatedArrival | undefined;
  actualMs: number | undefined;
  reports: readonly LineReport[];
}

function positionOf(lineId: LineId, direction: Direction, stationId: string): number {
  return travelMinutes(lineId, direction, SCHEDULES[lineId].stationMinutes[stationId] ?? 0);
}

function classify(moment: Moment): MissClass {
  const { day, nowMs, stationId, direction, eta, actualMs } = moment;
  if (!eta) return "nothing shown though a train came";
  if (actualMs === undefined || actualMs - nowMs > ETA_WINDOW_MS)
    return "no train within 10 min (suspension, closure, cut, end of day)";
  const state = lineState(day.lineId, moment.reports, new Date(nowMs), {});
  const { basis } = eta;
  if (state.keptDirections.includes(direction) && basis.kind !== "station-report")
    return "direction judged to keep the timetable";
  if (basis.kind === "timetable")
    return nowMs - day.serviceStartMs < 60 * MINUTE_MS
      ? "timetable fallback: no fresh sighting (first trains of the day)"
      : "timetable fallback: no fresh sighting (later)";
  if (basis.kind === "station-report") return "shown after the station's own report (anchor not told)";
  if (!basis.trainSighted) return "unseen train placed by the lattice's spacing";
  const found = moment.matched.get(basis.reportId);
  if (!found) return "anchor report very late or names another station/direction";
  const atStation = found.train.stops.find((stop) => stop.stationId === stationId);
  if (!atStation) return "sighted train cut short or taken out before the station";
  if (atStation.arrivalMs < nowMs) return "sighted train already gone, still shown";
  if (actualMs < atStation.arrivalMs - SAME_ARRIVAL_MS)
    return "an unreported train comes before the sighted one";
  const from = positionOf(day.lineId, direction, basis.stationId);
  const to = positionOf(day.lineId, direction, stationId);
  const seenMs = Date.parse(basis.seenAt);
  const lagError = seenMs - found.stop.departureMs - (state.sightingLagMs - DWELL_MS);
  const trueRunMs = atStation.arrivalMs - found.stop.departureMs;
  const trueFactor = day.factorAt(found.stop.departureMs);
  const factorRunMs = trueFactor * (to - from) * MINUTE_MS - DWELL_MS;
  const factorError = (state.factor - trueFactor) * (to - from) * MINUTE_MS;
  const holdError = factorRunMs - trueRunMs;
  const shownError = eta.estimatedArrival.getTime() - atStation.arrivalMs;
  const rest = shownError - (factorError + lagError + holdError);
  const parts: [MissClass, number][] = [
    ["sighted train, shown off: run-time factor", factorError],
    ["sighted train, shown off: report lag", lagError],
    ["sighted train, shown off: held on the way", holdError],
    ["sighted train, shown off: lattice steadying/lead", rest],
  ];
  // The part that pushed the shown time furthest the way it was wrong.
  const sign = Math.sign(shownError) || 1;
  return parts.reduce((best, part) => (part[1] * sign > best[1] * sign ? part : best))[0];
}

function firstOf(etas: readonly EstimatedArrival[], direction: Direction): EstimatedArrival | undefined {
  let first: EstimatedArrival | undefined;
  for (const eta of etas)
    if (eta.direction === direction && eta.status !== "cancelled")
      if (!first || eta.estimatedArrival < first.estimatedArrival) first = eta;
  return first;
}

interface Tally {
  counted: number;
  accurate: number;
  misses: Map<MissClass, number>;
  /** Of the misses with a train shown and one coming within 10 minutes, those shown before it came. */
  early: Map<MissClass, number>;
  oracleFactor: number;
  oracleLag: number;
  oracleEachLag: number;
  oracleEachLagAndFactor: number;
}

const judged = (nowMs: number, eta: EstimatedArrival | undefined, actualMs: number | undefined) => {
  const predicted = eta?.estimatedArrival.getTime();
  if (predicted === undefined) return actualMs !== undefined && actualMs - nowMs <= ETA_WINDOW_MS ? 0 : -1;
  const window: AccuracyWindow | undefined = accuracyWindowOf(predicted - nowMs);
  return window && actualMs !== undefined && isAccurateEstimate({ nowMs, predictedMs: predicted, actualMs })
    ? 1
    : 0;
};

type Judged = (moment: Omit<Moment, "day" | "matched">, right: number) => void;

/**
 * One pass over the day as the accuracy bench scores it. Each estimator variant gets its own pass: the
 * line's state is remembered for one input at a time, so alternating variants would learn it every call.
 */
function pass(day: TrueDay, given: (nowMs: number) => Partial<EstimateArrivalsInput>, onJudged: Judged) {
  const createdMs = day.reports.map((report) => Date.parse(report.created_at));
  const stations = getLine(day.lineId)?.stations ?? [];
  let known = 0;
  let reports: readonly LineReport[] = [];
  for (let nowMs = day.serviceStartMs; nowMs <= day.serviceEndMs; nowMs += STEP_MS) {
    const before = known;
    while (known < createdMs.length && (createdMs[known] ?? Infinity) <= nowMs) known++;
    if (known !== before || nowMs === day.serviceStartMs) reports = day.reports.slice(0, known);
    const now = new Date(nowMs);
    const learned = given(nowMs);
    for (const station of stations) {
      const etas = estimateArrivals({ lineId: day.lineId, stationId: station.id, now, reports, ...learned });
      for (const direction of servingDirections(day.lineId, station.id)) {
        const arrivals = day.arrivals.get(station.id)?.get(direction) ?? [];
        const actualMs = arrivals.find((at) => at >= nowMs);
        const eta = firstOf(etas, direction);
        const right = judged(nowMs, eta, actualMs);
        if (right >= 0) onJudged({ nowMs, stationId: station.id, direction, eta, actualMs, reports }, right);
      }
    }
  }
}

function scoreDay(day: TrueDay, tally: Tally) {
  const matched = reportedTrains(day);
  pass(
    day,
    () => ({}),
    (moment, right) => {
      tally.counted++;
      tally.accurate += right;
      if (right === 1) return;
      const missClass = classify({ ...moment, day, matched });
      tally.misses.set(missClass, (tally.misses.get(missClass) ?? 0) + 1);
      const { eta, actualMs } = moment;
      if (eta && actualMs !== undefined && eta.estimatedArrival.getTime() < actualMs)
        tally.early.set(missClass, (tally.early.get(missClass) ?? 0) + 1);
    },
  );
  if (!ORACLES) return;
  const sightingLagMs = trueLagMs(day, matched) + DWELL_MS;
  pass(
    day,
    () => ({ sightingLagMs }),
    (_, right) => {
      tally.oracleLag += right;
    },
  );
  pass(
    day,
    (nowMs) => ({ runTimeFactor: day.factorAt(nowMs) }),
    (_, right) => {
      tally.oracleFactor += right;
    },
  );
  const known = eachLagKnown(day, matched);
  pass(
    known,
    () => ({ sightingLagMs: KNOWN_LAG_MS + DWELL_MS }),
    (_, right) => {
      tally.oracleEachLag += right;
    },
  );
  pass(
    known,
    (nowMs) => ({ sightingLagMs: KNOWN_LAG_MS + DWELL_MS, runTimeFactor: day.factorAt(nowMs) }),
    (_, right) => {
      tally.oracleEachLagAndFactor += right;
    },
  );
}

const columns: { world: World; kind: DayKind; tally: Tally }[] = [];
for (const world of CHOSEN_WORLDS)
  for (const kind of KINDS) {
    const tally: Tally = {
      counted: 0,
      accurate: 0,
      misses: new Map(),
      early: new Map(),
      oracleFactor: 0,
      oracleLag: 0,
      oracleEachLag: 0,
      oracleEachLagAndFactor: 0,
    };
    for (const lineId of LINES)
      for (const { date, seed } of tuningDays())
        scoreDay(trueDay(world, { lineId, date, seed, kind }), tally);
    columns.push({ world, kind, tally });
  }

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}`;
console.log(
  `estimate misses: tuning seeds, ${WEEKDAYS + 1} days per line (seed 1 on), lines ${LINES.join(", ")}, 10 % reported, a step every ${STEP_MS / 1000} s; % of counted moments (all lines pooled), in brackets the part shown before the train came (the rest shown after it, or no train came)`,
);
console.log(`| class | ${columns.map(({ world, kind }) => `${world} ${kind}`).join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---:").join(" | ")} |`);
console.log(`| right | ${columns.map(({ tally }) => percent(tally.accurate, tally.counted)).join(" | ")} |`);
for (const missClass of CLASSES) {
  if (columns.every(({ tally }) => !tally.misses.get(missClass))) continue;
  console.log(
    `| ${missClass} | ${columns.map(({ tally }) => `${percent(tally.misses.get(missClass) ?? 0, tally.counted)} (${percent(tally.early.get(missClass) ?? 0, tally.counted)})`).join(" | ")} |`,
  );
}
if (ORACLES) {
  console.log(
    `| right given the true factor | ${columns.map(({ tally }) => percent(tally.oracleFactor, tally.counted)).join(" | ")} |`,
  );
  console.log(
    `| right given the true lag | ${columns.map(({ tally }) => percent(tally.oracleLag, tally.counted)).join(" | ")} |`,
  );
  console.log(
    `| right given each report's own lag | ${columns.map(({ tally }) => percent(tally.oracleEachLag, tally.counted)).join(" | ")} |`,
  );
  console.log(
    `| right given each report's own lag and the true factor | ${columns.map(({ tally }) => percent(tally.oracleEachLagAndFactor, tally.counted)).join(" | ")} |`,
  );
}

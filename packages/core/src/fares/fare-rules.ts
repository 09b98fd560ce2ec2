import type { LineId } from "../domain-types";

/*
 * Every fare figure Riles uses, each rule with the day it took effect and where it was published
 * (docs/fares.md) A fare change is one edit here; nothing else holds a peso amount.
 */

export const FARE_MEDIA = ["beep", "single-journey"] as const;
/** How a rider pays: a stored-value beep card or a single journey ticket. */
export type FareMedium = (typeof FARE_MEDIA)[number];

export const RIDER_CATEGORIES = ["regular", "student", "senior", "pwd"] as const;
/** Who rides: students, seniors and persons with disability pay a discounted fare. */
export type RiderCategory = (typeof RIDER_CATEGORIES)[number];

/** How sure the transcription is: high, or medium where only one kind of source says so (docs/fares.md) */
type Confidence = "high" | "medium";

interface Sourced {
  /** The Manila day the rule took effect, YYYY-MM-DD. */
  effectiveFrom: string;
  source: string;
  confidence: Confidence;
}

/**
 * A line's stored-value fare between two stations, by their places in the line's order from its
 * minute-0 terminus (Dr. Santos, Recto, Taft Avenue), and how a single journey ticket rounds it.
 */
interface LineFareRule extends Sourced {
  storedValue: (fromIndex: number, toIndex: number) => number;
  /** Single journey: the stored-value fare rounded up to a multiple of this ... */
  singleJourneyStep: number;
  /** ... and never below this. */
  singleJourneyMinimum: number;
}

/** An operator's published matrix: row r holds the fares from station r to each station after it. */
function triangle(rows: readonly string[]): (fromIndex: number, toIndex: number) => number {
  const cells = rows.map((row) => row.trim().split(/\s+/).map(Number));
  return (fromIndex, toIndex) => {
    const [low, high] = fromIndex < toIndex ? [fromIndex, toIndex] : [toIndex, fromIndex];
    const fare = cells[low]?.[high - low - 1];
    if (fare === undefined) throw new Error(`no fare between stations ${fromIndex} and ${toIndex}`);
    return fare;
  };
}

// LRMC's stored-value matrix, Dr. Santos ... Fernando Poe Jr., as two independent public transcriptions agree.
const LRT1_STORED_VALUE = triangle([
  "19 20 22 23 26 27 28 29 31 32 33 34 36 37 38 39 40 41 42 43 45 46 49 52",
  "18 20 21 23 24 26 27 28 29 31 32 33 35 36 36 37 38 40 41 42 44 47 50",
  "18 19 22 22 24 25 27 28 29 30 32 33 34 35 36 37 38 39 40 42 45 48",
  "17 20 20 22 23 25 26 27 28 30 31 32 33 34 35 36 37 38 40 43 46",
  "18 19 21 22 23 25 26 27 29 30 31 32 33 34 35 36 37 39 42 45",
  "17 19 20 21 22 24 25 27 28 29 30 30 31 33 34 35 37 40 43",
  "18 19 20 22 23 24 26 27 28 29 30 31 32 33 34 36 39 42",
  "17 19 20 21 22 24 25 26 27 28 29 30 31 33 34 38 40",
  "18 19 20 21 23 24 25 26 27 28 29 30 32 33 37 39",
  "17 19 20 22 23 24 25 25 26 28 29 30 32 35 38",
  "17 19 20 21 22 23 24 25 27 28 29 31 34 37",
  "17 19 20 21 22 23 24 25 26 28 29 33 35",
  "18 19 20 21 22 23 24 25 27 28 32 34",
  "17 18 19 20 21 23 23 25 27 30 33",
  "17 18 19 20 21 22 24 25 29 31",
  "17 18 19 20 21 23 24 28 30",
  "17 18 20 20 22 23 27 30",
  "17 19 20 21 23 26 29",
  "18 19 20 22 25 28",
  "17 19 20 24 26",
  "18 19 23 25",
  "18 21 24",
  "20 22",
  "19",
]);

// LRTA's stored-value matrix, Recto ... Antipolo.
const LRT2_STORED_VALUE = triangle([
  "15 16 18 19 21 22 23 25 26 28 31 33",
  "15 17 18 19 21 22 24 25 27 29 32",
  "15 16 18 19 20 22 23 26 28 30",
  "15 16 17 19 20 22 24 26 29",
  "14 16 17 19 20 22 24 27",
  "15 16 18 19 21 23 26",
  "15 16 18 20 22 25",
  "15 16 19 21 23",
  "14 17 19 22",
  "16 18 21",
  "15 18",
  "16",
]);

/** MRT-3 charges by stations travelled: [up to this many stations, pesos]. */
const MRT3_BANDS: readonly (readonly [number, number])[] = [
  [2, 13],
  [4, 16],
  [7, 20],
  [10, 24],
  [12, 28],
];

function mrt3Fare(fromIndex: number, toIndex: number): number {
  const travelled = Math.abs(toIndex - fromIndex);
  const band = MRT3_BANDS.find(([upTo]) => travelled <= upTo);
  if (!band || travelled === 0) throw new Error(`no MRT-3 fare for ${travelled} stations`);
  return band[1];
}

export const LINE_FARES: Record<LineId, LineFareRule> = {
  lrt1: {
    effectiveFrom: "2025-04-02",
    source:
      "DOTr approval of 14 Feb 2025; GMA News, LRT-1 fare hike to take effect on April 2; Radyo Pilipinas, 2 Apr 2025; matrix as transcribed in GitHub arossmanalo/AlalayByahe and gobbcuh/lrt-mrt-fare-matrix",
    confidence: "high",
    storedValue: LRT1_STORED_VALUE,
    // LRMC publishes both tables; every one of the 600 pairs follows this rule.
    singleJourneyStep: 5,
    singleJourneyMinimum: 20,
  },
  lrt2: {
    effectiveFrom: "2023-08-02",
    source:
      "TopGear PH, 19 Jun 2023; Philstar, 1 Aug 2023; matrix as transcribed in GitHub kurtesianplane/andarTayo and gobbcuh/lrt-mrt-fare-matrix",
    confidence: "high",
    storedValue: LRT2_STORED_VALUE,
    singleJourneyStep: 5,
    singleJourneyMinimum: 15,
  },
  mrt3: {
    effectiveFrom: "2015-01-04",
    source:
      "DOTr MRT-3 fare table as kept in GitHub sakayph/fares mrt.csv; Manila Shimbun 2023; Manila Bulletin, 4 Aug 2025 (28 pesos end to end). Stored value equal to single journey: medium",
    confidence: "medium",
    storedValue: mrt3Fare,
    // The fare table is in whole bands already: single journey and beep cost the same.
    singleJourneyStep: 1,
    singleJourneyMinimum: 13,
  },
};

interface DiscountRule extends Sourced {
  /** The part of the fare taken off, in per cent (whole, so that pesos stay exact). */
  percent: number;
}

/**
 * Each discounted category's rules, oldest first; the newest one in force on the day of travel applies.
 * A law takes effect 15 days after its publication, not the day it is signed (docs/fares.md, Discounts).
 */
export const DISCOUNTS: Record<Exclude<RiderCategory, "regular">, readonly DiscountRule[]> = {
  student: [
    {
      // Signed 17 Apr 2019, made public 15 Jul 2019 and still unpublished on 18 Jul 2019: in force no
      // earlier than 15 days after that; the day of its publication is not sourced.
      effectiveFrom: "2019-08-03",
      percent: 20,
      source:
        "RA 11314 (Student Fare Discount Act), signed 17 Apr 2019; Manila Bulletin, 15 and 18 Jul 2019 (not yet published); in force 15 days after publication",
      confidence: "medium",
    },
    {
      effectiveFrom: "2025-06-20",
      percent: 50,
      source: "Daily Tribune, 20 Jun 2025; Presidential Communications Office (every day, until 2028)",
      confidence: "high",
    },
  ],
  senior: [
    {
      // The day it was signed: in force 15 days after its publication, whose day is not sourced.
      effectiveFrom: "2010-02-15",
      percent: 20,
      source: "RA 9994 (Expanded Senior Citizens Act of 2010), signed 15 Feb 2010",
      confidence: "medium",
    },
    { effectiveFrom: "2025-07-16", percent: 50, source: "Manila Bulletin, 16 Jul 2025", confidence: "high" },
  ],
  pwd: [
    {
      // The day RA 9442 was signed: in force 15 days after its publication, whose day is not sourced.
      effectiveFrom: "2007-04-30",
      percent: 20,
      source: "RA 7277 (Magna Carta for Disabled Persons) as amended by RA 9442, signed 30 Apr 2007",
      confidence: "medium",
    },
    { effectiveFrom: "2025-07-16", percent: 50, source: "Manila Bulletin, 16 Jul 2025", confidence: "high" },
  ],
};

interface RoundingRule extends Sourced {
  /** The pesos charged for a discounted fare's exact amount. */
  round: (pesos: number) => number;
}

/**
 * Discounted fares are rounded up to the whole peso (the Tribune's examples: 55 to 28, 35 to 18, 15 to 8).
 * Medium: the rule is read from examples, so it is kept here, where one edit corrects it.
 */
export const DISCOUNT_ROUNDING: RoundingRule = {
  effectiveFrom: "2025-06-20",
  source: "Daily Tribune, 20 Jun 2025 (worked examples)",
  confidence: "medium",
  round: Math.ceil,
};

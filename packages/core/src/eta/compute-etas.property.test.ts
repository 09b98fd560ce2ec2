import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ETA_WINDOW_MS, REPORT_WINDOW_MS } from "../constants";
import { CROWD_LEVELS, DIRECTIONS, type LineId, REPORT_STATUSES } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { LINES } from "../lines/lines-data";
import { SCHEDULES } from "../schedule/schedules";
import type { EtaReport } from "../schemas/report-row";
import { intlManilaWallTime } from "../testing/intl-manila-wall-time";
import { computeEtas, type Eta } from "./compute-etas";

const MINUTE_MS = 60_000;
const CONFIDENCE_BY_STATUS = { "on-time": 0.9, delayed: 0.63, cancelled: 1 };
const DELAY_BY_CROWD: Record<string, number> = { packed: 10, crowded: 7, moderate: 5, empty: 2 };

/**
 * The schedule rules written out again for the reference (docs/product.md, "Schedule"), so a wrong
 * number in the engine's tables cannot agree with itself: minutes between departures by period, the
 * peak windows as [start, end) minutes of the day, the night from 20:00 on weekdays; then the minimum
 * gap between two shown ETAs and how many are shown, for headways of 5 minutes or less and longer.
 */
const REFERENCE_TIMETABLE: Record<
  LineId,
  {
    peakMorning: [number, number];
    peakEvening: [number, number];
    headway: { peakMorning: number; offPeak: number; peakEvening: number; night: number; weekend: number };
    hop: { short: number; long: number };
    shown: { short: number; long: number };
  }
> = {
  lrt1: {
    peakMorning: [5 * 60, 8 * 60],
    peakEvening: [17 * 60, 19 * 60],
    headway: { peakMorning: 5, offPeak: 6, peakEvening: 5, night: 6, weekend: 7 },
    hop: { short: 1.5, long: 2 },
    shown: { short: 5, long: 4 },
  },
  lrt2: {
    peakMorning: [5 * 60, 8 * 60],
    peakEvening: [17 * 60, 19 * 60],
    headway: { peakMorning: 6, offPeak: 7, peakEvening: 6, night: 7, weekend: 8 },
    hop: { short: 2, long: 2.5 },
    shown: { short: 4, long: 3 },
  },
  mrt3: {
    peakMorning: [7 * 60, 9 * 60],
    peakEvening: [17 * 60, 19 * 60],
    headway: { peakMorning: 4, offPeak: 5, peakEvening: 5, night: 6, weekend: 7 },
    hop: { short: 1.5, long: 2 },
    shown: { short: 6, long: 4 },
  },
};

function referenceHeadway(lineId: LineId, minute: number, weekend: boolean): number {
  const { headway, peakMorning, peakEvening } = REFERENCE_TIMETABLE[lineId];
  if (weekend) return headway.weekend;
  if (minute >= peakMorning[0] && minute < peakMorning[1]) return headway.peakMorning;
  if (minute >= peakEvening[0] && minute < peakEvening[1]) return headway.peakEvening;
  if (minute >= 20 * 60) return headway.night;
  return headway.offPeak;
}

/** The ETA rules of docs/product.md read literally, step by step, with no attempt at speed. */
function referenceEtas(lineId: LineId, stationId: string, now: Date, reports: readonly EtaReport[]) {
  const schedule = SCHEDULES[lineId];
  const { minuteOfDay, dayStartMs, weekday } = intlManilaWallTime(now);
  const weekend = weekday === 0 || weekday === 6;
  const hours = weekend ? schedule.weekend : schedule.weekday;
  const departures: number[] = [];
  for (let d = hours.open; d <= hours.close; d += referenceHeadway(lineId, d, weekend)) departures.push(d);
  const minutes = schedule.stationMinutes;
  const last = Math.max(...Object.values(minutes));
  const station = minutes[stationId] ?? 0;
  const headwayNow = referenceHeadway(lineId, minuteOfDay, weekend);
  const length = headwayNow <= 5 ? "short" : "long";
  const { hop, shown } = REFERENCE_TIMETABLE[lineId];
  const result: { direction: string; arrivalMs: number; status: string; confidence: number }[] = [];
  for (const [index, direction] of directionsOf(lineId).entries()) {
    const origin = index === 0 ? 0 : last;
    const final = index === 0 ? last : 0;
    if (station === final) continue;
    const applicable = reports
      .filter((r) => r.direction === direction)
      .filter((r) => {
        const created = Date.parse(r.created_at);
        return created > now.getTime() - REPORT_WINDOW_MS && created <= now.getTime();
      })
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
    const delayed = applicable?.status === "delayed";
    const status =
      applicable?.status === "delayed" || applicable?.status === "cancelled" ? applicable.status : "on-time";
    const delay = delayed ? (DELAY_BY_CROWD[applicable?.crowd_level ?? ""] ?? 5) : 0;
    const candidates = departures
      .map((d) => dayStartMs + (d + Math.abs(station - origin) + delay) * MINUTE_MS)
      .filter((arrival) => arrival - now.getTime() >= 0 && arrival - now.getTime() <= ETA_WINDOW_MS);
    const kept: number[] = [];
    for (const arrival of candidates) {
      const previous = kept.at(-1);
      if (previous !== undefined && arrival - previous < hop[length] * MINUTE_MS) continue;
      if (kept.length < shown[length]) kept.push(arrival);
    }
    for (const arrivalMs of kept) {
      result.push({ direction, arrivalMs, status, confidence: CONFIDENCE_BY_STATUS[status] });
    }
  }
  return result.sort((a, b) => a.arrivalMs - b.arrivalMs);
}

const stationArb = fc.constantFrom(
  ...LINES.flatMap((line) => line.stations.map((station) => ({ lineId: line.id, stationId: station.id }))),
);
// Any instant of 2026-2027, plus instants near the service-day edges where off-by-one errors hide.
const instantArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 700 }),
      fc.constantFrom(270, 276, 300, 480, 1020, 1140, 1200, 1290, 1365),
      fc.integer({ min: -900_000, max: 900_000 }),
    )
    .map(
      ([day, minute, jitter]) =>
        Date.UTC(2026, 0, 1) - 8 * 3_600_000 + day * 86_400_000 + minute * MINUTE_MS + jitter,
    ),
);
const reportsArb = (nowMs: number) =>
  fc.array(
    fc.record({
      id: fc.uuid(),
      direction: fc.constantFrom(...DIRECTIONS),
      status: fc.constantFrom(...REPORT_STATUSES),
      crowd_level: fc.constantFrom(...CROWD_LEVELS, "unknown" as (typeof CROWD_LEVELS)[number]),
      created_at: fc
        .integer({ min: -5 * MINUTE_MS, max: 40 * MINUTE_MS })
        .map((age) => new Date(nowMs - age).toISOString()),
    }),
    { maxLength: 6 },
  );
const caseArb = fc
  .tuple(stationArb, instantArb)
  .chain(([station, nowMs]) =>
    reportsArb(nowMs).map((reports) => ({ ...station, now: new Date(nowMs), reports })),
  );

const summary = (etas: Eta[]) =>
  etas.map((eta) => ({
    direction: eta.direction,
    arrivalMs: eta.estimatedArrival.getTime(),
    status: eta.status,
    confidence: eta.confidenceScore,
  }));

describe("computeEtas properties", () => {
  it("keeps every ETA within [now, now + 10 min], sorted, with status and confidence agreeing", () => {
    fc.assert(
      fc.property(caseArb, ({ lineId, stationId, now, reports }) => {
        const etas = computeEtas({ lineId, stationId, now, reports });
        const arrivals = etas.map((eta) => eta.estimatedArrival.getTime());
        expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
        for (const eta of etas) {
          const ahead = eta.estimatedArrival.getTime() - now.getTime();
          expect(ahead).toBeGreaterThanOrEqual(0);
          expect(ahead).toBeLessThanOrEqual(ETA_WINDOW_MS);
          expect(eta.confidenceScore).toBe(CONFIDENCE_BY_STATUS[eta.status]);
          expect(eta).toMatchObject({ lineId, stationId });
          expect(directionsOf(lineId)).toContain(eta.direction);
        }
        expect(new Set(etas.map((eta) => eta.id)).size).toBe(etas.length);
      }),
    );
  });

  it("follows the contract exactly (checked against a literal reading of it)", () => {
    fc.assert(
      fc.property(caseArb, ({ lineId, stationId, now, reports }) => {
        expect(summary(computeEtas({ lineId, stationId, now, reports }))).toEqual(
          referenceEtas(lineId, stationId, now, reports),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic: the same input gives the same ETAs, ids included", () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        expect(computeEtas(input)).toEqual(computeEtas({ ...input, reports: [...input.reports] }));
      }),
    );
  });
});

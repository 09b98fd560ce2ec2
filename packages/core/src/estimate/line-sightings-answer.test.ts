import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CROWD_LEVELS, REPORT_STATUSES } from "../domain-types";
import { LINES } from "../lines/lines-data";
import { servingDirections } from "../schedule/serving-directions";
import { lineSightingsSchema } from "../schemas/line-sightings";
import type { ReportRow } from "../schemas/report-row";
import { estimateArrivals } from "./estimate-arrivals";
import { foldedReports } from "./folded-reports";
import { lineSightingsAnswer } from "./line-sightings-answer";

const MINUTE_MS = 60_000;
/** Wednesday 2026-11-25, 18:00 in Manila. */
const NOW = new Date("2026-11-25T18:00:00+08:00");

/** A day of a line's reports: any served station and direction, any time since 05:00, oldest first. */
const dayArbitrary = fc.constantFrom(...LINES).chain((line) => {
  const targets = line.stations.flatMap((station) =>
    servingDirections(line.id, station.id).map((direction) => ({ station: station.id, direction })),
  );
  const report = fc.record({
    target: fc.constantFrom(...targets),
    status: fc.constantFrom(...REPORT_STATUSES),
    crowd: fc.constantFrom(...CROWD_LEVELS),
    second: fc.integer({ min: 0, max: 13 * 60 * 60 }),
    serial: fc.nat(),
  });
  return fc.array(report, { maxLength: 120 }).map((drawn) => ({
    line,
    reports: drawn
      .map(
        (fields): ReportRow => ({
          id: `r${fields.serial}-${fields.second}`,
          line_id: line.id,
          station_id: fields.target.station,
          direction: fields.target.direction,
          status: fields.status,
          crowd_level: fields.crowd,
          created_at: new Date(NOW.getTime() - fields.second * 1000).toISOString(),
        }),
      )
      .sort((a, b) => a.created_at.localeCompare(b.created_at)),
  }));
});

describe("lineSightingsAnswer", () => {
  it("lets a phone estimate every station exactly as the server does from the whole day", () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: 0, max: 30 }), ({ line, reports }, minutesLater) => {
        const answer = lineSightingsAnswer(line.id, reports, NOW);
        expect(lineSightingsSchema.safeParse(answer).success).toBe(true);
        const now = new Date(NOW.getTime() + minutesLater * MINUTE_MS);
        const learned = {
          runTimeFactor: answer.run_time_factor,
          keptDirections: answer.kept_directions,
          sightingLagMs: answer.sighting_lag_ms,
        };
        for (const station of line.stations) {
          const input = { lineId: line.id, stationId: station.id, now };
          expect(estimateArrivals({ ...input, ...learned, reports: answer.reports })).toEqual(
            estimateArrivals({ ...input, ...learned, reports }),
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it("folds riders repeating one train and keeps each station's newest report", () => {
    const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * MINUTE_MS).toISOString();
    const row = (id: string, minutesAgo: number, status: ReportRow["status"] = "on-time"): ReportRow => ({
      id,
      line_id: "mrt3",
      station_id: "ayala",
      direction: "northbound",
      status,
      crowd_level: "moderate",
      created_at: at(minutesAgo),
    });
    const reports = [
      row("too-old", 95),
      row("first", 10),
      row("repeat", 9),
      row("repeat-again", 8),
      row("delayed", 7.5, "delayed"),
      row("next-train", 4),
    ];
    const folded = foldedReports(reports, NOW);
    expect(folded.map((report) => report.id)).toEqual(["repeat-again", "delayed", "next-train"]);
    expect(foldedReports(folded, NOW)).toEqual(folded);
  });
});

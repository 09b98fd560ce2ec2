import {
  departureMinutes,
  type JourneyPlanAnswer,
  journeyPlanSchema,
  manilaDayStartMs,
  type ReportRow,
  stationTravelMinutes,
} from "@riles/core";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { storeReportsAsSent } from "#server/testing/stored-reports.ts";

const MINUTE_MS = 60_000;
// Tuesday 2026-11-24 10:00 in Manila.
const now = new Date("2026-11-24T02:00:00.000Z");
const server = serverForThisFile({ clock: () => now });

/** Riders see MRT-3's northbound trains 2.5 minutes behind the timetable and 40 % slower, all morning. */
const LATE_MS = 150_000;
const SLOWER = 1.4;

function lateMorning(): Omit<ReportRow, "id">[] {
  const dayStartMs = manilaDayStartMs(now);
  return departureMinutes("mrt3", false)
    .filter((minute) => minute >= 8 * 60 && minute < 10 * 60)
    .flatMap((minute) =>
      ["magallanes", "buendia", "boni"].map((station) => {
        const position = stationTravelMinutes("mrt3", station, "northbound") ?? 0;
        const seenMs = dayStartMs + minute * MINUTE_MS + LATE_MS + SLOWER * position * MINUTE_MS + 40_000;
        return {
          line_id: "mrt3" as const,
          station_id: station,
          direction: "northbound" as const,
          status: "on-time" as const,
          crowd_level: "crowded" as const,
          created_at: new Date(seenMs).toISOString(),
        };
      }),
    )
    .filter((report) => Date.parse(report.created_at) <= now.getTime());
}

async function journeys(query: string): Promise<JourneyPlanAnswer> {
  const response = await fetch(`${server.url}/api/journeys?${query}`);
  expect(response.status).toBe(200);
  return journeyPlanSchema.parse(await response.json());
}

beforeAll(async () => {
  await storeReportsAsSent(server.database.drizzle, lateMorning());
});

describe("GET /api/journeys on a morning riders saw late and slow", () => {
  it("times the ride from the estimator's trains, said live, later and longer than the timetable's", async () => {
    const plan = await journeys("from_line=mrt3&from_station=guada&to_line=mrt3&to_station=ns");
    const [ride] = plan.journeys[0]?.legs ?? [];
    expect(ride).toMatchObject({ kind: "ride", basis: "live" });
    if (ride?.kind !== "ride") return;
    // The timetable's Guadalupe to North Avenue is 21 minutes; riders' trains take about 40 % longer.
    const minutes = (Date.parse(ride.arrival) - Date.parse(ride.departure)) / MINUTE_MS;
    expect(minutes).toBeGreaterThan(25);
    expect(minutes).toBeLessThan(35);
  });

  it("keeps the timetable on a line nobody reported", async () => {
    const plan = await journeys("from_line=lrt2&from_station=rect&to_line=lrt2&to_station=emerald");
    expect(plan.journeys[0]?.legs[0]).toMatchObject({ kind: "ride", basis: "timetable" });
  });
});

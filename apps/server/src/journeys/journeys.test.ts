import { type JourneyPlanAnswer, journeyPlanSchema } from "@riles/core";
import { describe, expect, it } from "vitest";
import type { TestClient } from "#server/testing/test-server.ts";
import { twoRidersOnAClock } from "#server/testing/two-riders-on-a-clock.ts";

// Tuesday 2026-11-24 10:00 in Manila.
const start = new Date("2026-11-24T02:00:00.000Z");
const { server, clock, riders } = twoRidersOnAClock(start, "journeys");

const MONUMENTO_TO_AYALA = "from_line=lrt1&from_station=mon&to_line=mrt3&to_station=ayala";

async function journeys(query: string): Promise<JourneyPlanAnswer> {
  const response = await fetch(`${server.url}/api/journeys?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return journeyPlanSchema.parse(await response.json());
}

async function refusal(query: string): Promise<{ code: string; error: string }> {
  const response = await fetch(`${server.url}/api/journeys?${query}`);
  expect(response.status).toBe(400);
  return (await response.json()) as { code: string; error: string };
}

async function report(
  rider: TestClient,
  line_id: string,
  station_id: string,
  direction: string,
  status = "on-time",
) {
  const response = await rider.postJson("/api/reports", {
    line_id,
    station_id,
    direction,
    status,
    crowd_level: "crowded",
  });
  expect(response.status).toBe(201);
}

describe("GET /api/journeys", () => {
  it("plans Monumento to Ayala by EDSA and Taft Avenue from the timetable, with the beep fares", async () => {
    const plan = await journeys(MONUMENTO_TO_AYALA);
    expect(plan.leave_at).toBe(start.toISOString());
    expect(plan.fare).toEqual({ medium: "beep", rider: "regular" });
    const [fastest] = plan.journeys;
    expect(fastest?.legs.map((leg) => (leg.kind === "ride" ? leg.line_id : "walk"))).toEqual([
      "lrt1",
      "walk",
      "mrt3",
    ]);
    expect(fastest?.legs[1]).toMatchObject({ kind: "walk", minutes: 7 });
    expect(fastest?.fare).toBe(36 + 13);
    expect(fastest?.legs.every((leg) => leg.kind === "walk" || leg.basis === "timetable")).toBe(true);
    expect(Date.parse(fastest?.departure ?? "")).toBeGreaterThanOrEqual(start.getTime());
  });

  it("charges the fare kind asked for: a student pays half, rounded up to the peso", async () => {
    const plan = await journeys(`${MONUMENTO_TO_AYALA}&medium=single-journey&rider=student`);
    // Single journey Monumento-EDSA 40 and Taft-Ayala 13, halved: 20 and 7.
    expect(plan.journeys[0]?.fare).toBe(20 + 7);
  });

  it("leaves at the chosen time, and after the last trains names them and gives the next morning's first journey", async () => {
    const plan = await journeys(`${MONUMENTO_TO_AYALA}&at=2026-11-24T22:20:00%2B08:00`);
    expect(plan.journeys).toEqual([]);
    expect(plan.missed).toContainEqual(expect.objectContaining({ line_id: "mrt3", station_id: "taft" }));
    expect(plan.first_next_day?.departure.slice(0, 10)).toBe("2026-11-24");
    expect(Date.parse(plan.first_next_day?.departure ?? "")).toBeGreaterThan(
      Date.parse("2026-11-25T04:00:00+08:00"),
    );
  });

  it("shows a line's mark, from the reports kept in memory, on that line's rides", async () => {
    clock.now = new Date(start.getTime() + 60_000);
    await report(riders()[0], "mrt3", "shaw", "southbound", "cancelled");
    await report(riders()[1], "mrt3", "ortigas", "southbound", "cancelled");
    const marked = await journeys(MONUMENTO_TO_AYALA);
    const rides = marked.journeys[0]?.legs.flatMap((leg) =>
      leg.kind === "ride" ? [[leg.line_id, leg.trouble]] : [],
    );
    expect(rides).toEqual([
      ["lrt1", null],
      ["mrt3", "cancelled"],
    ]);
  });

  it.each([
    ["", "journeyEndsRequired"],
    ["from_line=lrt1&from_station=mon&to_line=mrt3", "journeyEndsRequired"],
    ["from_line=lrt9&from_station=mon&to_line=mrt3&to_station=ayala", "unknownLine"],
    ["from_line=lrt1&from_station=ayala&to_line=mrt3&to_station=ayala", "unknownStation"],
    ["from_line=lrt1&from_station=mon&to_line=mrt3&to_station=nowhere", "unknownStation"],
    ["from_line=lrt1&from_station=nowhere&to_line=lrt1&to_station=elsewhere", "unknownStation"],
    ["from_line=mrt3&from_station=mon&to_line=lrt9&to_station=ayala", "unknownLine"],
    ["from_line=lrt1&from_station=mon&to_line=lrt1&to_station=mon", "journeySameStation"],
    [`${MONUMENTO_TO_AYALA}&at=tomorrow`, "journeyTimeInvalid"],
    // Two days before the clock's Tuesday, and two months after: not the timetable and fares we hold.
    [`${MONUMENTO_TO_AYALA}&at=2026-11-22T08:00:00%2B08:00`, "journeyTimeOutOfRange"],
    [`${MONUMENTO_TO_AYALA}&at=2027-01-24T08:00:00%2B08:00`, "journeyTimeOutOfRange"],
    [`${MONUMENTO_TO_AYALA}&at=2000-01-01T08:00:00Z`, "journeyTimeOutOfRange"],
    [`${MONUMENTO_TO_AYALA}&medium=cash`, "notOneOf"],
    [`${MONUMENTO_TO_AYALA}&rider=vip`, "notOneOf"],
    [`${MONUMENTO_TO_AYALA}&rider=student&rider=senior`, "queryRepeated"],
  ])("refuses %s with %s", async (query, code) => {
    expect(await refusal(query)).toMatchObject({ code, error: expect.any(String) });
  });

  it("says which end was given twice, not that it is missing", async () => {
    expect(await refusal(`${MONUMENTO_TO_AYALA}&from_station=bal`)).toMatchObject({
      code: "queryRepeated",
      error: "from_station was given more than once: give it once, such as ?from_station=…",
    });
    // A parameter it does not read may come twice: the journey is still planned.
    const response = await fetch(`${server.url}/api/journeys?${MONUMENTO_TO_AYALA}&utm=a&utm=b`);
    expect(response.status).toBe(200);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { summary: string } }>;
    };
    expect(document.paths["/api/journeys"]?.get?.summary).toMatch(/Journeys from one station to another/);
  });
});

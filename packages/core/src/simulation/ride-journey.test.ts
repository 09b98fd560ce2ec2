import { describe, expect, it } from "vitest";
import { planJourney } from "../journeys/plan-journey";
import { trueArrivalMs } from "./ride-journey";
import type { Scenario } from "./service-day";
import { simulateServiceDay } from "./simulate-service-day";

const date = "2026-11-30";
const leave = new Date("2026-11-30T12:00:00+08:00");
const daysOf = (scenario: Scenario) => ({
  lrt1: simulateServiceDay({ lineId: "lrt1", date, seed: 1, scenario, reportShare: 0.1 }),
  mrt3: simulateServiceDay({ lineId: "mrt3", date, seed: 1, scenario, reportShare: 0.1 }),
});

describe("trueArrivalMs", () => {
  const journey = planJourney({
    from: { lineId: "lrt1", stationId: "mon" },
    to: { lineId: "mrt3", stationId: "ayala" },
    now: leave,
    fare: { medium: "beep", rider: "regular" },
  }).journeys[0];
  if (!journey) throw new Error("Monumento to Ayala has a journey at noon");

  it("arrives within a minute or two of the timetable's plan on a day that keeps the timetable", () => {
    const arrival = trueArrivalMs(journey, daysOf("calm"), leave.getTime());
    expect(Math.abs((arrival ?? 0) - (journey.arrival.getTime() ?? 0))).toBeLessThan(2 * 60_000);
  });

  it("arrives later than the timetable says on a headway day whose MRT-3 runs slower", () => {
    const arrival = trueArrivalMs(journey, daysOf("manila"), leave.getTime());
    expect(arrival).toBeGreaterThan(journey.arrival.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it("has no arrival when a line of the journey has no simulated day", () => {
    const days = { lrt1: daysOf("calm").lrt1 };
    expect(trueArrivalMs(journey, days, leave.getTime())).toBeUndefined();
  });
});

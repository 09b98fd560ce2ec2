import { addTallies, EMPTY_TALLY, type ReportRow, reportScores, simulateServiceDay } from "@riles/core";
import { afterEach, expect, it } from "vitest";
import { DayScorer } from "./day-scorer";

// A Saturday morning on LRT-1 as riders report it: the first 40 reports of a simulated day.
const reports: ReportRow[] = simulateServiceDay({
  lineId: "lrt1",
  date: "2026-11-28",
  seed: 1,
  scenario: "manila",
  reportShare: 0.1,
})
  .reports.slice(0, 40)
  .map((report) => ({ ...report, line_id: "lrt1" }));

let scorer = new DayScorer();
afterEach(() => scorer.stop());

it("scores a day's reports on its thread as they would be scored here, from the report asked", async () => {
  scorer = new DayScorer();
  let here = EMPTY_TALLY;
  for (const score of reportScores("lrt1", reports, 25)) here = addTallies(here, score);
  expect(here.reports).toBeGreaterThan(0);
  expect(await scorer.score("lrt1", reports, 25)).toEqual(here);
});

it("once stopped, refuses the day it was scoring and any after", async () => {
  scorer = new DayScorer();
  const refused = expect(scorer.score("lrt1", reports, 0)).rejects.toThrow("The accuracy scorer has stopped");
  await scorer.stop();
  await refused;
  await expect(scorer.score("lrt1", reports, 0)).rejects.toThrow("The accuracy scorer has stopped");
});

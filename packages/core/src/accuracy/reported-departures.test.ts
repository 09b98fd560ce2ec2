import { describe, expect, it, vi } from "vitest";
import type { Direction, ReportStatus } from "../domain-types";
import * as estimator from "../estimate/estimate-arrivals";
import type { ReportRow } from "../schemas/report-row";
import { addTallies, scoreReportedDepartures } from "./reported-departures";

// The real estimator, watched: what it was asked is what the screen was computed from.
vi.mock("../estimate/estimate-arrivals", async (importOriginal) => {
  const original = await importOriginal<typeof estimator>();
  return { ...original, estimateArrivals: vi.fn(original.estimateArrivals) };
});

/**
 * Tuesday 2026-11-24 at Ayala, southbound: the timetable's trains arrive at 9:51, 9:56, 10:01 and 10:06
 * (every 5 minutes at this hour).
 */
const at = (time: string) => new Date(`2026-11-24T${time}+08:00`).toISOString();

let nextId = 0;
function report(
  stationId: string,
  time: string,
  { direction = "southbound", status = "on-time" }: { direction?: Direction; status?: ReportStatus } = {},
): ReportRow {
  nextId += 1;
  return {
    id: `r${nextId}`,
    line_id: "mrt3",
    station_id: stationId,
    direction,
    status,
    crowd_level: "moderate",
    created_at: at(time),
  };
}

/** Decision 045's judge, whose workings the published one shares (what is read, what is left out). */
const asFirstPublished = (reports: readonly ReportRow[], from = 0, to = reports.length) =>
  scoreReportedDepartures("mrt3", reports, from, to, "firstPublished");

describe("scoreReportedDepartures", () => {
  it("as first published, judges the next train shown 1-10 minutes before a departure report against the report's time", () => {
    // The 10:01 train, reported leaving 30 s after it arrived. From 1 to 5 minutes before, the screen's
    // next train was the 10:01 one, right by the windows; from 6 minutes before, it was the 9:56 one,
    // nobody reported it, and the screen is judged against the 10:01 train: a miss.
    expect(asFirstPublished([report("ayala", "10:01:30")])).toEqual({
      reports: 1,
      scored: 10,
      accurate: 5,
      detectable: 10,
    });
  });

  it("takes the train to have come the riders' lag before the report, and counts what noisy reports would let a right estimate show", () => {
    // Reported 2 minutes after the 10:01 train arrived: late for the short horizons as first published,
    // right once the train is taken to have come the prior's 70 s before the report.
    const late = [report("ayala", "10:03:00")];
    const published = scoreReportedDepartures("mrt3", late);
    expect(published.accurate).toBeGreaterThan(asFirstPublished(late).accurate);
    // Some riders report late, on arrival or the wrong station: a right estimate is not always judged so.
    expect(published.detectable).toBeGreaterThan(0.5 * published.scored);
    expect(published.detectable).toBeLessThan(published.scored);
  });

  it("on a direction the day's reports show keeping the timetable, looks back one headway: the train before came then", () => {
    // A morning's southbound trains at Ayala, each reported 70 s after its timetable arrival (9:01 to
    // 9:46), and the 10:01 train's report: every 5 minutes at this hour, so 1-5 minutes before it.
    const morning = Array.from({ length: 10 }, (_, index) => {
      const minutes = 1 + 5 * index;
      return report("ayala", `09:${String(minutes + 1).padStart(2, "0")}:10`);
    });
    const tenOone = report("ayala", "10:02:10");
    const kept = scoreReportedDepartures("mrt3", [...morning, tenOone], morning.length);
    expect(kept).toMatchObject({ reports: 1, scored: 5, accurate: 5 });
    // A morning whose trains came half a headway off the timetable keeps nothing: ten minutes back.
    const offTimetable = morning.map((kept) => ({
      ...kept,
      created_at: new Date(Date.parse(kept.created_at) + 150_000).toISOString(),
    }));
    expect(scoreReportedDepartures("mrt3", [...offTimetable, tenOone], offTimetable.length).scored).toBe(10);
  });

  it("finds the screen wrong when the train came later than anything known before said", () => {
    expect(asFirstPublished([report("ayala", "10:03:45")])).toEqual({
      reports: 1,
      scored: 10,
      accurate: 0,
      detectable: 10,
    });
  });

  it("reads the reports made before each horizon: a rider upstream who saw the late train rights the screen after it", () => {
    // A morning whose southbound trains run 2 minutes behind the timetable, seen north of Guadalupe; then
    // the 10:01 train seen leaving Guadalupe late at 10:00:15, and reported leaving Ayala at 10:04:15.
    const morning = [
      report("cube", "09:15:10"),
      report("cube", "09:25:10"),
      report("ortigas", "09:26:10"),
      report("ortigas", "09:41:10"),
      report("boni", "09:42:10"),
    ];
    const upstream = report("guada", "10:00:15");
    const departure = report("ayala", "10:04:15");
    const knowing = asFirstPublished([...morning, upstream, departure], morning.length + 1);
    const unknowing = asFirstPublished([...morning, departure], morning.length);
    expect(knowing).toMatchObject({ reports: 1, scored: 10 });
    expect(unknowing).toMatchObject({ reports: 1, scored: 10 });
    // Only the horizons at or after 10:00:15 (4 minutes and less before the report) knew of it.
    expect(knowing.accurate).toBeGreaterThan(unknowing.accurate);
    expect(knowing.accurate - unknowing.accurate).toBeLessThanOrEqual(4);
  });

  it("never scores a report's own effect: every estimate judged was made from reports created before it", async () => {
    const watched = vi.mocked(estimator.estimateArrivals);
    watched.mockClear();
    const reports = [
      report("guada", "10:00:15"),
      report("ayala", "10:03:45"),
      report("magallanes", "10:05:30"),
    ];
    const { scored } = scoreReportedDepartures("mrt3", reports, 1, 2);
    expect(scored).toBeGreaterThan(0);
    expect(watched).toHaveBeenCalledTimes(scored);
    const original = await vi.importActual<typeof estimator>("../estimate/estimate-arrivals");
    for (const [index, [input]] of watched.mock.calls.entries()) {
      // What the screen showed then, with the run-time factor learned from the reports it knew.
      expect(watched.mock.results[index]?.value).toEqual(
        original.estimateArrivals({ ...input, runTimeFactor: undefined }),
      );
      const nowMs = input.now.getTime();
      expect(nowMs).toBeLessThanOrEqual(Date.parse(at("10:02:45")) - 60_000);
      expect(input.reports.map((known) => known.id)).not.toContain(reports[1]?.id);
      expect(input.reports.every((known) => Date.parse(known.created_at) <= nowMs)).toBe(true);
    }
  });

  it("scores a train once when several riders report it, and a later train only while it was the next", () => {
    const first = report("ayala", "10:01:30");
    const again = report("ayala", "10:02:10");
    const next = report("ayala", "10:06:30");
    const scored = asFirstPublished([first, again, next], 1);
    // `again` repeats the 10:01 train; the 10:06 one was the next train for the 4 minutes after 10:02:10.
    expect(scored).toEqual({ reports: 1, scored: 4, accurate: 4, detectable: 4 });
  });

  it("scores no cancellation, and no report of a direction its station does not serve or of an unknown station", () => {
    const reports = [
      report("ayala", "10:01:30", { status: "cancelled" }),
      report("taft", "10:01:30"),
      report("nowhere", "10:01:30"),
    ];
    expect(scoreReportedDepartures("mrt3", reports)).toEqual({
      reports: 0,
      scored: 0,
      accurate: 0,
      detectable: 0,
    });
  });

  it("gives the same tally in parts as at once", () => {
    const reports = [
      report("guada", "10:00:15"),
      report("ayala", "10:03:45"),
      report("taft", "10:04:00", { direction: "northbound" }),
      report("magallanes", "10:05:30"),
      report("ayala", "10:09:00"),
    ];
    const whole = scoreReportedDepartures("mrt3", reports);
    const parts = addTallies(
      scoreReportedDepartures("mrt3", reports, 0, 3),
      scoreReportedDepartures("mrt3", reports, 3),
    );
    expect(parts).toEqual(whole);
    expect(whole.reports).toBe(5);
    // As first published, reports made later change no earlier report's score.
    expect(addTallies(asFirstPublished(reports.slice(0, 3)), asFirstPublished(reports, 3))).toEqual(
      asFirstPublished(reports),
    );
  });
});

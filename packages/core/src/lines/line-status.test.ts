import { describe, expect, it } from "vitest";
import type { ReportStatus } from "../domain-types";
import { type LineStatusReport, lineStatuses, lineTrouble } from "./line-status";

const now = new Date("2026-11-24T08:30:00+08:00");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const report = (
  line_id: "lrt1" | "mrt3" | "lrt2",
  status: ReportStatus,
  created_at: string,
): LineStatusReport => ({
  line_id,
  status,
  created_at,
});

describe("lineStatuses", () => {
  it("gives every line, in display order, with nothing to report when there are no reports", () => {
    expect(lineStatuses([], now)).toEqual([
      { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null },
      { line_id: "mrt3", delayed: 0, cancelled: 0, latest_report_at: null },
      { line_id: "lrt2", delayed: 0, cancelled: 0, latest_report_at: null },
    ]);
  });

  it("counts delayed and cancelled reports of the last 30 minutes and keeps the newest report time", () => {
    const statuses = lineStatuses(
      [
        report("lrt1", "delayed", minutesAgo(5)),
        report("lrt1", "cancelled", minutesAgo(12)),
        report("lrt1", "delayed", minutesAgo(29.9)),
        report("lrt1", "on-time", minutesAgo(1)),
        report("lrt1", "delayed", minutesAgo(30)),
        report("lrt1", "cancelled", minutesAgo(-1)),
        report("lrt2", "on-time", minutesAgo(3)),
      ],
      now,
    );
    expect(statuses[0]).toEqual({
      line_id: "lrt1",
      delayed: 2,
      cancelled: 1,
      latest_report_at: minutesAgo(1),
    });
    expect(statuses[2]).toEqual({
      line_id: "lrt2",
      delayed: 0,
      cancelled: 0,
      latest_report_at: minutesAgo(3),
    });
  });
});

describe("lineTrouble", () => {
  it("marks cancellations over delays, and nothing without either", () => {
    expect(lineTrouble({ delayed: 2, cancelled: 1 })).toBe("cancelled");
    expect(lineTrouble({ delayed: 1, cancelled: 0 })).toBe("delayed");
    expect(lineTrouble({ delayed: 0, cancelled: 0 })).toBeNull();
    expect(lineTrouble(undefined)).toBeNull();
  });
});

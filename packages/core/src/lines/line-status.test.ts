import { describe, expect, it } from "vitest";
import type { ReportStatus } from "../domain-types";
import { type LineStatusReport, lineStatuses, lineTrouble } from "./line-status";

const now = new Date("2026-11-24T08:30:00+08:00");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
let nextReporter = 0;
/** By default every report is a different rider's, unconfirmed. */
const report = (
  line_id: "lrt1" | "mrt3" | "lrt2",
  status: ReportStatus,
  created_at: string,
  {
    reporter = `rider-${nextReporter++}`,
    confirmed_by = 0,
  }: { reporter?: string; confirmed_by?: number } = {},
): LineStatusReport => ({ line_id, status, created_at, reporter, confirmed_by });

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
        report("lrt1", "cancelled", minutesAgo(12), { confirmed_by: 1 }),
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

describe("lineStatuses: no line mark from one account", () => {
  const troll = { reporter: "troll" };
  it("ignores one rider's trouble reports, however many, on every line", () => {
    const statuses = lineStatuses(
      [
        report("lrt1", "cancelled", minutesAgo(1), troll),
        report("lrt1", "cancelled", minutesAgo(3), troll),
        report("mrt3", "cancelled", minutesAgo(1), troll),
        report("lrt2", "delayed", minutesAgo(1), troll),
      ],
      now,
    );
    expect(statuses.map(lineTrouble)).toEqual([null, null, null]);
    expect(statuses[0]?.latest_report_at).toBe(minutesAgo(1));
  });

  // A cancellation and another rider's delay count as delays, not cancellations.
  it.each([
    { other: "cancelled", counts: { cancelled: 2, delayed: 0 }, trouble: "cancelled" },
    { other: "delayed", counts: { cancelled: 0, delayed: 1 }, trouble: "delayed" },
  ] as const)(
    "marks a line $trouble once a second rider reports $other after a cancellation",
    ({ other, counts, trouble }) => {
      const [lrt1] = lineStatuses(
        [report("lrt1", "cancelled", minutesAgo(1), troll), report("lrt1", other, minutesAgo(2))],
        now,
      );
      expect(lrt1).toMatchObject(counts);
      expect(lineTrouble(lrt1)).toBe(trouble);
    },
  );

  it("marks a line from one report another rider confirmed", () => {
    const [lrt1] = lineStatuses([report("lrt1", "delayed", minutesAgo(1), { confirmed_by: 1 })], now);
    expect(lineTrouble(lrt1)).toBe("delayed");
  });

  it("counts a deleted account's reports for no rider: one person reporting again from a new account marks nothing", () => {
    const gone = { reporter: null as unknown as string };
    const [lrt1, mrt3] = lineStatuses(
      [
        report("lrt1", "delayed", minutesAgo(1), gone),
        report("lrt1", "delayed", minutesAgo(2), gone),
        // Deleted, then reported again from the same person's new account, which also confirmed the old one.
        report("mrt3", "cancelled", minutesAgo(3), { ...gone, confirmed_by: 1 }),
        report("mrt3", "cancelled", minutesAgo(1), { reporter: "new-account" }),
      ],
      now,
    );
    expect(lineTrouble(lrt1)).toBeNull();
    expect(lineTrouble(mrt3)).toBeNull();
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

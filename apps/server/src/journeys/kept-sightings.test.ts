import type { LineId, LineSightings, ReportRow } from "@riles/core";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "#server/app-env.ts";
import type { JsonText } from "#server/http/json-text.ts";
import { KeptSightings } from "./kept-sightings";

/** Events that tell the listeners when the test says so, and a read that counts its calls. */
function setUp() {
  const reportListeners: ((row: ReportRow) => void)[] = [];
  const changeListeners: (() => void)[] = [];
  const deps = {
    events: {
      onReport: (listener: (row: ReportRow) => void) => reportListeners.push(listener),
      onChange: (listener: () => void) => changeListeners.push(listener),
    },
  } as unknown as Pick<AppDeps, "events" | "database">;
  const reads: string[] = [];
  const kept = new KeptSightings(async (_deps, line: LineId) => {
    reads.push(line);
    const answer = {
      line_id: line,
      run_time_factor: 1,
      kept_directions: [],
      sighting_lag_ms: 70_000,
      reports: [],
    };
    return JSON.stringify(answer satisfies LineSightings) as JsonText<typeof answer>;
  });
  const report = (line_id: LineId) => {
    for (const listener of reportListeners) listener({ line_id } as ReportRow);
  };
  const change = () => {
    for (const listener of changeListeners) listener();
  };
  return { deps, kept, reads, report, change };
}

const at = (seconds: number) => new Date(Date.parse("2026-11-24T10:00:00+08:00") + seconds * 1000);

describe("KeptSightings", () => {
  it("reads a line once for 15 s, again after a report of that line, and not for another line's", async () => {
    const { deps, kept, reads, report } = setUp();
    await kept.of(deps, "mrt3", at(0));
    await kept.of(deps, "mrt3", at(14));
    expect(reads).toEqual(["mrt3"]);
    report("lrt1");
    await kept.of(deps, "mrt3", at(14));
    expect(reads).toEqual(["mrt3"]);
    report("mrt3");
    await kept.of(deps, "mrt3", at(14));
    expect(reads).toEqual(["mrt3", "mrt3"]);
    await kept.of(deps, "mrt3", at(14 + 15));
    expect(reads).toEqual(["mrt3", "mrt3", "mrt3"]);
  });

  it("reads every line again after a catch-up, which may have missed reports", async () => {
    const { deps, kept, reads, change } = setUp();
    await kept.of(deps, "lrt1", at(0));
    await kept.of(deps, "lrt2", at(0));
    change();
    await kept.of(deps, "lrt1", at(1));
    await kept.of(deps, "lrt2", at(1));
    expect(reads).toEqual(["lrt1", "lrt2", "lrt1", "lrt2"]);
  });
});

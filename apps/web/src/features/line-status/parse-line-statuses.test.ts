import { MESSAGES } from "@riles/core";
import { describe, expect, it } from "vitest";
import { parseLineStatuses } from "./parse-line-statuses";

const quiet = { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null };

describe("parseLineStatuses", () => {
  it("accepts the server's answer", () => {
    const answer = [
      quiet,
      { line_id: "lrt2", delayed: 2, cancelled: 1, latest_report_at: "2026-11-24T00:02:00.000Z" },
    ];
    expect(parseLineStatuses(answer)).toEqual(answer);
  });

  it.each([
    ["not a list", { statuses: [] }],
    ["an unknown line", [{ ...quiet, line_id: "lrt9" }]],
    ["a negative count", [{ ...quiet, delayed: -1 }]],
    ["a fractional count", [{ ...quiet, cancelled: 0.5 }]],
    ["a missing count", [{ line_id: "lrt1", delayed: 0, latest_report_at: null }]],
    ["an unreadable time", [{ ...quiet, latest_report_at: "yesterday" }]],
    ["null", [null]],
  ])("refuses %s as a format error", (_name, body) => {
    expect(() => parseLineStatuses(body)).toThrow(MESSAGES.invalidResponseFormat);
  });
});

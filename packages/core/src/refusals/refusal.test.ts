import { describe, expect, it } from "vitest";
import { REFUSAL_TEXTS_EN } from "../catalogue/en/refusal-texts";
import { REFUSAL_TEXTS_FIL } from "../catalogue/fil/refusal-texts";
import { reportInputSchema } from "../schemas/report-input";
import {
  firstRefusal,
  issueText,
  type Refusal,
  type RefusalCode,
  refusalOfIssue,
  refusalWords,
} from "./refusal";

/** One refusal of every code, with params where its words take them. */
const SAMPLES: Refusal[] = (Object.keys(REFUSAL_TEXTS_EN) as RefusalCode[]).map((code) => {
  const params: Partial<Record<RefusalCode, unknown>> = {
    tooManyReportsSameTarget: { seconds: 300 },
    tooManyReportsPerHour: { max: 12 },
    tooManyCancellations: { max: 4 },
    tooManyReminderIds: { max: 40 },
    unknownLine: { value: "pnr" },
    unknownStation: { line: "LRT-2", value: "cube" },
    unknownDirection: { kind: "list" },
    wrongDirection: { line: "LRT-2", runs: ["eastbound", "westbound"], direction: "northbound" },
    notServedDirection: {
      line: "MRT-3",
      station: "North Avenue",
      direction: "northbound",
      serving: ["southbound"],
    },
    notOneOf: { field: "status", allowed: ["on-time", "delayed"], input: { value: "late" } },
    unknownFields: { fields: ["a", "b", "c", "d", "e", "f", "g"] },
    invalidInput: {},
    noApiRoute: { method: "GET", path: "/api/x" },
    queryRepeated: { value: "from_station" },
    accountSuspended: { until: "2026-11-26T00:03:00.000Z" },
  };
  return { code, params: params[code] } as Refusal;
});

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe("refusal words", () => {
  it("gives every code its own English words", () => {
    const words = SAMPLES.map((refusal) => refusalWords(REFUSAL_TEXTS_EN, refusal));
    expect(new Set(words).size).toBe(words.length);
  });

  it("says every refusal in Filipino, with the numbers and names the English words state", () => {
    for (const refusal of SAMPLES) {
      const english = refusalWords(REFUSAL_TEXTS_EN, refusal);
      const filipino = refusalWords(REFUSAL_TEXTS_FIL, refusal);
      expect(filipino, refusal.code).not.toBe(english);
      expect(numbersIn(filipino), refusal.code).toEqual(numbersIn(english));
    }
  });

  it("states the configured report limits, not the defaults", () => {
    const sameTarget = { code: "tooManyReportsSameTarget", params: { seconds: 60 } } as const;
    expect(refusalWords(REFUSAL_TEXTS_EN, sameTarget)).toBe(
      "You already reported this train in the last 1 minute. Please wait before reporting it again.",
    );
    expect(refusalWords(REFUSAL_TEXTS_FIL, sameTarget)).toContain("nakalipas na 1 minuto");
    expect(
      refusalWords(REFUSAL_TEXTS_EN, { code: "tooManyReportsSameTarget", params: { seconds: 90 } }),
    ).toContain("in the last 90 seconds");
    expect(refusalWords(REFUSAL_TEXTS_EN, { code: "tooManyReportsPerHour", params: { max: 10 } })).toBe(
      "You have reached the limit of 10 reports per hour. Please try again later.",
    );
  });
});

describe("refusals through a schema's issues", () => {
  it("carries the code and the params from the check that failed", () => {
    const result = reportInputSchema.safeParse({
      line_id: "mrt3",
      station_id: "ns",
      direction: "northbound",
      status: "on-time",
      crowd_level: "empty",
    });
    expect(result.error && firstRefusal(result.error)).toEqual({
      code: "notServedDirection",
      params: { line: "MRT-3", station: "North Avenue", direction: "northbound", serving: ["southbound"] },
    });
  });

  it("reads back what issueText wrote, and a library's own words as invalid input", () => {
    expect(refusalOfIssue(issueText({ code: "emailRequired" }))).toEqual({ code: "emailRequired" });
    expect(refusalOfIssue("Expected string")).toEqual({
      code: "invalidInput",
      params: { detail: "Expected string" },
    });
    expect(refusalOfIssue('{"code":"toString"}')).toEqual({
      code: "invalidInput",
      params: { detail: '{"code":"toString"}' },
    });
  });
});

import { describe, expect, it } from "vitest";
import { REFUSAL_TEXTS_EN } from "../catalogue/en/refusal-texts";
import { REFUSAL_TEXTS_FIL } from "../catalogue/fil/refusal-texts";
import { refusalWords } from "../refusals/refusal";
import { isDisputedAway } from "./trust-rules";

describe("isDisputedAway", () => {
  it.each([
    [0, 1, false],
    [0, 2, true],
    [1, 2, true],
    [2, 2, false],
    [3, 2, false],
    [2, 3, true],
  ])("with %i confirmations and %i disputes: %s", (confirmed_by, disputed_by, away) => {
    expect(isDisputedAway({ confirmed_by, disputed_by })).toBe(away);
  });
});

describe("the accountSuspended refusal", () => {
  const refusal = { code: "accountSuspended", params: { until: "2026-11-26T00:03:00.000Z" } } as const;

  it("says until when in Manila time, whatever the zone", () => {
    expect(refusalWords(REFUSAL_TEXTS_EN, refusal)).toBe(
      "Your account is suspended until Nov 26, 2026, 8:03 AM (Manila time). You can still sign in and read.",
    );
  });

  it("says it in Filipino too", () => {
    expect(refusalWords(REFUSAL_TEXTS_FIL, refusal)).toMatch(
      /^Suspendido ang iyong account hanggang .*2026.*8:03 AM \(oras sa Manila\)\./,
    );
  });
});

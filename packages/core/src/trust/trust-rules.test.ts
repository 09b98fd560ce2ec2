import { describe, expect, it } from "vitest";
import { accountSuspendedMessage } from "./suspension-message";
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

describe("accountSuspendedMessage", () => {
  it("says until when in Manila time, whatever the zone", () => {
    expect(accountSuspendedMessage(new Date("2026-11-26T00:03:00Z"))).toBe(
      "Your account is suspended until Nov 26, 2026, 8:03 AM (Manila time). You can still sign in and read.",
    );
  });
});

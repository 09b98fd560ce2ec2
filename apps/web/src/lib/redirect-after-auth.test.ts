import { describe, expect, it } from "vitest";
import {
  REDIRECT_AFTER_AUTH_KEPT_MS,
  REDIRECT_AFTER_AUTH_KEY,
  rememberRedirectAfterAuth,
  takeRedirectAfterAuth,
} from "./redirect-after-auth";

const remembered = Date.parse("2026-11-24T00:03:00.000Z");

describe("the way back after signing in", () => {
  it("is found by the tab a confirmation link opens, once, while the link lasts", () => {
    rememberRedirectAfterAuth("/report?line=lrt1&station=edsa", remembered);
    sessionStorage.clear();
    expect(takeRedirectAfterAuth(remembered + REDIRECT_AFTER_AUTH_KEPT_MS)).toBe(
      "/report?line=lrt1&station=edsa",
    );
    expect(takeRedirectAfterAuth(remembered + REDIRECT_AFTER_AUTH_KEPT_MS)).toBe("/");
  });

  it("is forgotten once the link would have expired, and a sign-in goes home", () => {
    rememberRedirectAfterAuth("/report", remembered);
    expect(takeRedirectAfterAuth(remembered + REDIRECT_AFTER_AUTH_KEPT_MS + 1)).toBe("/");
  });

  it("goes home from an entry it cannot read", () => {
    localStorage.setItem(REDIRECT_AFTER_AUTH_KEY, "/report");
    expect(takeRedirectAfterAuth(remembered)).toBe("/");
    localStorage.setItem(REDIRECT_AFTER_AUTH_KEY, JSON.stringify({ path: 5, until: remembered }));
    expect(takeRedirectAfterAuth(remembered)).toBe("/");
  });
});

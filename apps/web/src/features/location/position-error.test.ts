import { MESSAGES } from "@riles/core";
import { describe, expect, it } from "vitest";
import { isPermissionDenied, positionErrorMessage } from "./position-error";
import { positionError } from "./testing/fake-geolocation";

describe("positionErrorMessage", () => {
  it.each([
    [1, MESSAGES.locationDenied],
    [2, MESSAGES.locationUnavailable],
    [3, MESSAGES.locationTimeout],
    [99, MESSAGES.locationGeneric],
  ])("gives code %i its message", (code, message) => {
    expect(positionErrorMessage(positionError(code))).toBe(message);
  });

  it("gives anything that is not a position error the generic message", () => {
    expect(positionErrorMessage(new Error("boom"))).toBe(MESSAGES.locationGeneric);
    expect(positionErrorMessage(undefined)).toBe(MESSAGES.locationGeneric);
  });
});

describe("isPermissionDenied", () => {
  it("is true for code 1 only", () => {
    expect(isPermissionDenied(positionError(1))).toBe(true);
    expect(isPermissionDenied(positionError(2))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});

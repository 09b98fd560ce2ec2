import { describe, expect, it } from "vitest";
import { isPermissionDenied, positionErrorMessage } from "./position-error";
import { positionError } from "./testing/fake-geolocation";

describe("positionErrorMessage", () => {
  it.each([
    [1, "locationDenied"],
    [2, "locationUnavailable"],
    [3, "locationTimeout"],
    [99, "locationGeneric"],
  ])("gives code %i its message", (code, message) => {
    expect(positionErrorMessage(positionError(code))).toBe(message);
  });

  it("gives anything that is not a position error the generic message", () => {
    expect(positionErrorMessage(new Error("boom"))).toBe("locationGeneric");
    expect(positionErrorMessage(undefined)).toBe("locationGeneric");
  });
});

describe("isPermissionDenied", () => {
  it("is true for code 1 only", () => {
    expect(isPermissionDenied(positionError(1))).toBe(true);
    expect(isPermissionDenied(positionError(2))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance";

describe("formatDistance", () => {
  it.each([
    [0, "0.0 km away"],
    [312, "0.3 km away"],
    [1250, "1.3 km away"],
    [4999, "5.0 km away"],
  ])("shows %i m as %s", (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });
});

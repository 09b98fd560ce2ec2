import { getLine } from "@riles/core";
import { describe, expect, it } from "vitest";
import { textColorOn } from "./text-color-on";

describe("textColorOn", () => {
  it.each([
    ["lrt1", "#ffffff"],
    ["lrt2", "#ffffff"],
    ["mrt3", "#0f172a"],
  ])("picks the readable text colour on the %s colour", (lineId, expected) => {
    expect(textColorOn(getLine(lineId)?.color ?? "")).toBe(expected);
  });
});

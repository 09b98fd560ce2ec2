import { DEFAULT_TILE_URL } from "@riles/core";
import { describe, expect, it } from "vitest";
import { tileUrlFrom } from "./tile-url";

describe("tileUrlFrom", () => {
  it("uses OpenStreetMap unless a template is configured", () => {
    expect(tileUrlFrom(undefined)).toBe(DEFAULT_TILE_URL);
    expect(tileUrlFrom(" ")).toBe(DEFAULT_TILE_URL);
    expect(tileUrlFrom("https://tiles.example/{z}/{x}/{y}.png")).toBe(
      "https://tiles.example/{z}/{x}/{y}.png",
    );
  });
});

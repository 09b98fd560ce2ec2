import { describe, expect, it } from "vitest";
import { AddressWindowCounter } from "./address-window-counter";

describe("AddressWindowCounter", () => {
  it("allows an address its requests of a window, refuses the next with the seconds left, and counts each address apart", () => {
    const counter = new AddressWindowCounter(2, 60_000);
    expect(counter.hit("203.0.113.7", 0)).toBe(0);
    expect(counter.hit("203.0.113.7", 10_000)).toBe(0);
    expect(counter.hit("203.0.113.7", 20_500)).toBe(40);
    expect(counter.hit("198.51.100.1", 20_500)).toBe(0);
    // A new window forgets the last.
    expect(counter.hit("203.0.113.7", 60_000)).toBe(0);
  });
});

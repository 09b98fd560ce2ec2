import { describe, expect, it } from "vitest";
import { AddressWindowCounter } from "./address-window-counter";

describe("AddressWindowCounter", () => {
  it("allows an address its requests of a window, refuses the next with the seconds left, and counts each address apart", () => {
    const counter = new AddressWindowCounter(2, 60_000, 2);
    expect(counter.hit("203.0.113.7", 0)).toBe(0);
    expect(counter.hit("203.0.113.7", 10_000)).toBe(0);
    expect(counter.hit("203.0.113.7", 20_500)).toBe(40);
    expect(counter.hit("198.51.100.1", 20_500)).toBe(0);
    // A new window forgets the last.
    expect(counter.hit("203.0.113.7", 60_000)).toBe(0);
  });

  it("counts the /64s of one IPv6 /48 together too, past the /48's allowance, but not what an address's own refuses", () => {
    const counter = new AddressWindowCounter(2, 60_000, 2);
    expect(counter.hit("2001:db8:1:1::/64", 0)).toBe(0);
    expect(counter.hit("2001:db8:1:1::/64", 0)).toBe(0);
    // Refused by its own allowance, not counted on the /48.
    expect(counter.hit("2001:db8:1:1::/64", 0)).toBe(60);
    expect(counter.hit("2001:db8:1:2::/64", 0)).toBe(0);
    expect(counter.hit("2001:db8:1:3::/64", 0)).toBe(0);
    expect(counter.hit("2001:db8:1:ff::/64", 30_000)).toBe(30);
    expect(counter.hit("2001:db8:2:1::/64", 30_000)).toBe(0);
    expect(counter.hit("203.0.113.7", 30_000)).toBe(0);
    expect(counter.hit("2001:db8:1:ff::/64", 60_000)).toBe(0);
  });

  it("counts a request asked about twice once, and gives it its first answer", () => {
    const counter = new AddressWindowCounter(2, 60_000, 2);
    const first = {};
    const second = {};
    expect(counter.hitOnce(first, "203.0.113.7", 0)).toBe(0);
    expect(counter.hitOnce(first, "203.0.113.7", 0)).toBe(0);
    expect(counter.hitOnce(second, "203.0.113.7", 0)).toBe(0);
    expect(counter.hitOnce({}, "203.0.113.7", 30_000)).toBe(30);
  });
});

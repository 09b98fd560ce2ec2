import { describe, expect, it } from "vitest";
import { AddressRequestBuckets } from "./address-request-buckets";

/** Asks as `address` every `everyMs` from `fromMs` until `toMs`; the times of the requests allowed. */
function askOn(
  buckets: AddressRequestBuckets,
  address: string,
  fromMs: number,
  toMs: number,
  everyMs: number,
) {
  const allowed: number[] = [];
  for (let nowMs = fromMs; nowMs < toMs; nowMs += everyMs) {
    if (buckets.hit(address, nowMs) === 0) allowed.push(nowMs);
  }
  return allowed;
}

/** The most of `times` within any span of `spanMs`. */
function mostWithin(times: number[], spanMs: number): number {
  let most = 0;
  for (const [i, start] of times.entries()) {
    most = Math.max(most, times.slice(i).filter((time) => time < start + spanMs).length);
  }
  return most;
}

describe("AddressRequestBuckets", () => {
  it("allows an address its allowance at once, refuses the next with the seconds until one more, and counts each address apart", () => {
    const buckets = new AddressRequestBuckets(2, 60_000, 2);
    expect(buckets.hit("203.0.113.7", 0)).toBe(0);
    expect(buckets.hit("203.0.113.7", 10_000)).toBe(0);
    // Two a minute come back one every 30 s.
    expect(buckets.hit("203.0.113.7", 20_500)).toBe(10);
    expect(buckets.hit("198.51.100.1", 20_500)).toBe(0);
    expect(buckets.hit("203.0.113.7", 30_000)).toBe(0);
    expect(buckets.hit("203.0.113.7", 30_000)).toBe(30);
  });

  it("gives a client that times its burst across the turn of a minute no more than its allowance at once", () => {
    const buckets = new AddressRequestBuckets(10, 60_000, 16);
    expect(buckets.hit("203.0.113.7", 0)).toBe(0);
    const allowed = askOn(buckets, "203.0.113.7", 59_000, 61_000, 10);
    expect(allowed).toHaveLength(10);
    // Asking on for ten minutes, one request every 100 ms: never more than the allowance and its refill.
    const asking = askOn(buckets, "203.0.113.7", 61_000, 661_000, 100);
    expect(mostWithin(asking, 60_000)).toBeLessThanOrEqual(10);
    expect(asking).toHaveLength(100);
  });

  it("never refuses a client that keeps to its allowance, one request every sixtieth of a minute", () => {
    const buckets = new AddressRequestBuckets(60, 60_000, 16);
    expect(askOn(buckets, "203.0.113.7", 0, 3_600_000, 1_000)).toHaveLength(3_600);
    const odd = new AddressRequestBuckets(7, 60_000, 16);
    expect(askOn(odd, "203.0.113.7", 0, 3_600_000, 60_000 / 7)).toHaveLength(420);
  });

  it("counts the /64s of one IPv6 /48 together too, past the /48's allowance, but not what an address's own refuses", () => {
    const buckets = new AddressRequestBuckets(2, 60_000, 2);
    expect(buckets.hit("2001:db8:1:1::/64", 0)).toBe(0);
    expect(buckets.hit("2001:db8:1:1::/64", 0)).toBe(0);
    // Refused by its own allowance, not counted on the /48.
    expect(buckets.hit("2001:db8:1:1::/64", 0)).toBe(30);
    expect(buckets.hit("2001:db8:1:2::/64", 0)).toBe(0);
    expect(buckets.hit("2001:db8:1:3::/64", 0)).toBe(0);
    // The /48's four a minute are spent; one comes back every 15 s.
    expect(buckets.hit("2001:db8:1:ff::/64", 0)).toBe(15);
    expect(buckets.hit("2001:db8:2:1::/64", 0)).toBe(0);
    expect(buckets.hit("203.0.113.7", 0)).toBe(0);
    expect(buckets.hit("2001:db8:1:ff::/64", 15_000)).toBe(0);
  });

  it("forgets addresses whose allowance is whole again, and treats them as new", () => {
    const buckets = new AddressRequestBuckets(1, 60_000, 2);
    expect(buckets.hit("203.0.113.7", 0)).toBe(0);
    expect(buckets.hit("198.51.100.1", 120_000)).toBe(0);
    expect(buckets.hit("203.0.113.7", 120_000)).toBe(0);
    expect(buckets.hit("203.0.113.7", 120_000)).toBe(60);
  });

  it("takes a bucket set by a clock that has since stepped back as full, rather than refusing for the step", () => {
    const buckets = new AddressRequestBuckets(7, 60_000, 2);
    for (let i = 0; i < 7; i++) expect(buckets.hit("203.0.113.7", 1_800_000), `at 30 min ${i}`).toBe(0);
    expect(buckets.hit("203.0.113.7", 1_800_000)).toBe(9);
    for (let i = 0; i < 7; i++) expect(buckets.hit("203.0.113.7", 0), `back at 0 ${i}`).toBe(0);
    expect(buckets.hit("203.0.113.7", 0)).toBe(9);
  });

  it("counts a request asked about twice once, and gives it its first answer", () => {
    const buckets = new AddressRequestBuckets(2, 60_000, 2);
    const first = {};
    const second = {};
    expect(buckets.hitOnce(first, "203.0.113.7", 0)).toBe(0);
    expect(buckets.hitOnce(first, "203.0.113.7", 0)).toBe(0);
    expect(buckets.hitOnce(second, "203.0.113.7", 0)).toBe(0);
    expect(buckets.hitOnce({}, "203.0.113.7", 0)).toBe(30);
    expect(buckets.hitOnce(first, "203.0.113.7", 0)).toBe(0);
  });
});

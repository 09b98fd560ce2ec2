import { siteKeyOfClient } from "./ip-address";

/**
 * Requests per client address, and per IPv6 /48 of all its /64s together, in fixed windows kept in this
 * process's memory: for reads that cost CPU but would cost more with a database write each, as the rate
 * limits of `rate-limit.ts` make (docs/decisions/119-journeys-per-address.md,
 * 161-rate-limits-per-ipv6-site.md). One window for every address, so what is kept is only the addresses
 * and sites seen in the current one.
 */
export class AddressWindowCounter {
  #windowStartMs = Number.NEGATIVE_INFINITY;
  readonly #hits = new Map<string, number>();
  /** What `hitOnce` answered each request it has counted. */
  readonly #verdicts = new WeakMap<object, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** A /48's allowance, as a multiple of an address's. */
    private readonly siteMultiple: number,
  ) {}

  /** At most `max` requests an address a minute, and `siteMultiple` times as many an IPv6 /48. */
  static perMinute(max: number, siteMultiple: number): AddressWindowCounter {
    return new AddressWindowCounter(max, 60_000, siteMultiple);
  }

  /**
   * Counts a request of `address` (a client key, an IPv6 one a /64) at `nowMs`: 0 when it is allowed, else
   * the seconds until it would be. A request its address's allowance refuses is not counted on its /48, so
   * one client asking on cannot use up its neighbours'.
   */
  hit(address: string, nowMs: number): number {
    if (nowMs - this.#windowStartMs >= this.windowMs || nowMs < this.#windowStartMs) {
      this.#windowStartMs = nowMs;
      this.#hits.clear();
    }
    const site = siteKeyOfClient(address);
    const full =
      this.#count(address) > this.max ||
      (site !== undefined && this.#count(site) > this.max * this.siteMultiple);
    if (!full) return 0;
    return Math.max(1, Math.ceil((this.#windowStartMs + this.windowMs - nowMs) / 1000));
  }

  /**
   * `hit`, but a request (Node's IncomingMessage) asked about again gets its first answer and is not
   * counted again: a request Node's own path counted and then left to the Hono route (past the allowance,
   * or a plan that failed) spends one of its address's allowance, not two.
   */
  hitOnce(request: object, address: string, nowMs: number): number {
    const verdict = this.#verdicts.get(request) ?? this.hit(address, nowMs);
    this.#verdicts.set(request, verdict);
    return verdict;
  }

  #count(key: string): number {
    const hits = (this.#hits.get(key) ?? 0) + 1;
    this.#hits.set(key, hits);
    return hits;
  }
}

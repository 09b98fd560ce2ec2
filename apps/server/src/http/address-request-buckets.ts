import { fullAgainAt, waitForOne } from "./bucket-time";
import { siteKeyOfClient } from "./ip-address";

/**
 * Requests per client address, and per IPv6 /48 of all its /64s together, kept in this process's memory:
 * for reads that cost CPU but would cost more with a database write each, as the rate limits of
 * `rate-limit.ts` make (docs/decisions/119-journeys-per-address.md, 161-rate-limits-per-ipv6-site.md).
 *
 * Each key is a bucket of `max` requests that refills at `max` a window (the generic cell rate algorithm:
 * one time a key, the time its bucket would be full again). Fixed windows let a client that timed its
 * burst across their turn have twice its allowance at once (docs/decisions/170-buckets-not-windows.md).
 */
export class AddressRequestBuckets {
  /** Per key, when its bucket is full again: a key whose time has passed is as if never seen. */
  readonly #fullAtMs = new Map<string, number>();
  #sweptAtMs = Number.NEGATIVE_INFINITY;
  /** What `hitOnce` answered each request it has counted. */
  readonly #verdicts = new WeakMap<object, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** A /48's allowance, as a multiple of an address's. */
    private readonly siteMultiple: number,
  ) {}

  /** At most `max` requests an address a minute, and `siteMultiple` times as many an IPv6 /48. */
  static perMinute(max: number, siteMultiple: number): AddressRequestBuckets {
    return new AddressRequestBuckets(max, 60_000, siteMultiple);
  }

  /**
   * Counts a request of `address` (a client key, an IPv6 one a /64) at `nowMs`: 0 when it is allowed, else
   * the seconds until it would be. A refused request is not counted, and one its address's allowance
   * refuses is not counted on its /48 either, so one client asking on cannot use up its neighbours'.
   */
  hit(address: string, nowMs: number): number {
    this.#sweep(nowMs);
    const site = siteKeyOfClient(address);
    const waitMs = Math.max(
      this.#waitMs(address, this.max, nowMs),
      site === undefined ? 0 : this.#waitMs(site, this.max * this.siteMultiple, nowMs),
    );
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    this.#take(address, this.max, nowMs);
    if (site !== undefined) this.#take(site, this.max * this.siteMultiple, nowMs);
    return 0;
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

  /** How long until `key`'s bucket of `allowance` holds one request; 0 when it does now. */
  #waitMs(key: string, allowance: number, nowMs: number): number {
    return waitForOne(this.#fullAtMs.get(key), nowMs, this.windowMs, allowance);
  }

  #take(key: string, allowance: number, nowMs: number): void {
    const fullAtMs = fullAgainAt(this.#fullAtMs.get(key), nowMs, this.windowMs);
    this.#fullAtMs.set(key, fullAtMs + this.windowMs / allowance);
  }

  /** Once a window, forgets the keys whose buckets are full again, so the memory is of recent clients. */
  #sweep(nowMs: number): void {
    if (nowMs - this.#sweptAtMs < this.windowMs && nowMs >= this.#sweptAtMs) return;
    this.#sweptAtMs = nowMs;
    for (const [key, fullAtMs] of this.#fullAtMs) {
      if (fullAtMs <= nowMs) this.#fullAtMs.delete(key);
    }
  }
}

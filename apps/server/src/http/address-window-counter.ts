/**
 * Requests per client address in fixed windows, kept in this process's memory: for reads that cost CPU but
 * would cost more with a database write each, as the rate limits of `rate-limit.ts` make
 * (docs/decisions/119-journeys-per-address.md). One window for every address, so what is kept is only the
 * addresses seen in the current one.
 */
export class AddressWindowCounter {
  #windowStartMs = Number.NEGATIVE_INFINITY;
  readonly #hits = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** At most `max` requests an address a minute. */
  static perMinute(max: number): AddressWindowCounter {
    return new AddressWindowCounter(max, 60_000);
  }

  /** Counts a request of `address` at `nowMs`: 0 when it is allowed, else the seconds until it would be. */
  hit(address: string, nowMs: number): number {
    if (nowMs - this.#windowStartMs >= this.windowMs || nowMs < this.#windowStartMs) {
      this.#windowStartMs = nowMs;
      this.#hits.clear();
    }
    const hits = (this.#hits.get(address) ?? 0) + 1;
    this.#hits.set(address, hits);
    if (hits <= this.max) return 0;
    return Math.max(1, Math.ceil((this.#windowStartMs + this.windowMs - nowMs) / 1000));
  }
}

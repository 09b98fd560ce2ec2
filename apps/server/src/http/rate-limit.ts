import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { rateLimitBuckets } from "#server/db/schema.ts";
import { apiError, type PlainRefusalCode } from "./api-error";
import { ROUNDING_SLACK_MS, waitForOne } from "./bucket-time";

export interface RateLimitRule {
  /** A key's allowance: at most this many requests at once, and this many a window. */
  max: number;
  windowMs: number;
  /** The refusal once the allowance is spent. */
  refusal: PlainRefusalCode;
  /**
   * Count only the requests answered with a refusal: a sign-in that works gives its request back, so people
   * who share one address (a carrier's NAT) spend its allowance only by failing
   * (docs/decisions/093-limits-that-fit-people.md).
   */
  failuresOnly?: boolean;
  /** Count only the requests answered without a refusal: what a right password buys, not a guess. */
  successesOnly?: boolean;
}

/** Buckets full again are deleted now and then, by whichever process takes this many requests. */
const PRUNE_EVERY_TAKES = 500;

/** `ms` as a PostgreSQL interval, to the microsecond: a window's share is not always whole milliseconds. */
const millis = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/**
 * A bucket of `max` requests per key in the database (rate_limit_buckets), so every server process takes
 * from the same one: it refills at `max` a window, so it never gives more than `max` at once, however a
 * client times its requests (docs/decisions/170-buckets-not-windows.md). A row holds when its key's bucket
 * is full again; one atomic upsert takes a request only if the bucket holds one.
 */
export function requestBuckets(windowMs: number, deps: { db: Db; clock: Clock }) {
  let takesSincePrune = 0;
  const { fullAt } = rateLimitBuckets;
  /** The time `key`'s row holds, when its bucket is full again; undefined when it has no row. */
  const storedFullAt = async (key: string) => {
    const [row] = await deps.db
      .select({ fullAt })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, key));
    return row?.fullAt.getTime();
  };
  return {
    /** Takes one request from `key`'s bucket of `max`: 0 when it held one, else the ms until it will. */
    async take(key: string, max: number): Promise<number> {
      const now = deps.clock();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      // fullAgainAt in SQL: a bucket set by a clock that has since stepped back is taken as full.
      const from = sql`case when ${fullAt} > ${nowSql} + ${millis(windowMs + ROUNDING_SLACK_MS)} then ${nowSql} else greatest(${fullAt}, ${nowSql}) end`;
      const refilled = sql`${from} + ${millis(windowMs / max)}`;
      const [taken] = await deps.db
        .insert(rateLimitBuckets)
        .values({ key, fullAt: sql`${nowSql} + ${millis(windowMs / max)}` })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: { fullAt: refilled },
          setWhere: sql`${refilled} <= ${nowSql} + ${millis(windowMs)}`,
        })
        .returning({ fullAt });
      takesSincePrune += 1;
      if (takesSincePrune >= PRUNE_EVERY_TAKES) {
        takesSincePrune = 0;
        await deps.db.delete(rateLimitBuckets).where(sql`${fullAt} < ${nowSql}`);
      }
      if (taken) return 0;
      // Refused: a bucket that held nothing a moment ago may have refilled since; it says when, at least 1 ms.
      return Math.max(1, waitForOne(await storedFullAt(key), now.getTime(), windowMs, max));
    },
    /** The ms until `key`'s bucket of `max` holds a request, without taking one; 0 when it does now. */
    async wait(key: string, max: number): Promise<number> {
      return waitForOne(await storedFullAt(key), deps.clock().getTime(), windowMs, max);
    },
    /** Puts back a request taken from `key`'s bucket of `max`. */
    async giveBack(key: string, max: number): Promise<void> {
      await deps.db
        .update(rateLimitBuckets)
        .set({ fullAt: sql`${fullAt} - ${millis(windowMs / max)}` })
        .where(eq(rateLimitBuckets.key, key));
    },
  };
}

/** A refusal of an empty bucket, with when to try again. */
function refuseFull(c: Context, rule: RateLimitRule, waitMs: number) {
  c.header("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
  return apiError(c, 429, rule.refusal);
}

/**
 * A count a request is held to besides its key's: the IPv6 /48 of a client /64
 * (docs/decisions/161-rate-limits-per-ipv6-site.md).
 */
interface WiderCount {
  /** The wider key of a request's key; none when it has no wider count (an IPv4 address). */
  keyOf: (key: string) => string | undefined;
  /** The wider key's allowance, as a multiple of the rule's `max`. */
  multiple: number;
}

/**
 * A request limit: each request to the routes it guards is taken from its key's bucket (requestBuckets)
 * and, with `wider`, its wider key's; it is refused when either is empty.
 */
export function rateLimit(
  name: string,
  rule: RateLimitRule,
  keyOf: (c: Context) => string | Promise<string>,
  deps: { db: Db; clock: Clock },
  wider?: WiderCount,
): MiddlewareHandler {
  const buckets = requestBuckets(rule.windowMs, deps);
  return async (c, next) => {
    const own = await keyOf(c);
    const wide = wider?.keyOf(own);
    const counts = [{ key: `${name}:${own}`, max: rule.max }];
    if (wider && wide) counts.push({ key: `${name}:${wide}`, max: rule.max * wider.multiple });
    const taken: typeof counts = [];
    // One after the other: a request its own key refuses is not taken from the wider one, so one client
    // asking on past its allowance cannot empty its neighbours'; a refused request gives back what it took.
    for (const count of counts) {
      const waitMs = await buckets.take(count.key, count.max);
      if (waitMs > 0) {
        for (const back of taken) await buckets.giveBack(back.key, back.max);
        return refuseFull(c, rule, waitMs);
      }
      taken.push(count);
    }
    await next();
    const givesBack = rule.failuresOnly ? c.res.status < 400 : rule.successesOnly && c.res.status >= 400;
    if (!givesBack) return;
    for (const back of taken) await buckets.giveBack(back.key, back.max);
  };
}

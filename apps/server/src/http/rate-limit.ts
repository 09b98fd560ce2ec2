import { and, eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { rateLimitWindows } from "#server/db/schema.ts";
import { apiError, type PlainRefusalCode } from "./api-error";

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
  /** The refusal once the window is full. */
  refusal: PlainRefusalCode;
  /**
   * Count only the requests answered with a refusal: a sign-in that works gives its hit back, so people
   * who share one address (a carrier's NAT) spend its allowance only by failing
   * (docs/decisions/093-limits-that-fit-people.md).
   */
  failuresOnly?: boolean;
  /** Count only the requests answered without a refusal: what a right password buys, not a guess. */
  successesOnly?: boolean;
}

/** Windows long over are deleted now and then, by whichever process counts this many hits. */
const PRUNE_EVERY_HITS = 500;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface CountedWindow {
  hits: number;
  windowStart: Date;
}

/**
 * A fixed-window counter per key in the database, so every server process counts the same hits: one atomic
 * upsert starts a new window or adds to the current one and returns the count. Windows long over are
 * deleted now and then.
 */
export function windowCounter(windowMs: number, deps: { db: Db; clock: Clock }) {
  let hitsSincePrune = 0;
  return {
    /** Counts one hit for `key` and returns its window with this hit in it. */
    async hit(key: string): Promise<CountedWindow | undefined> {
      const now = deps.clock();
      const expired = new Date(now.getTime() - windowMs).toISOString();
      const startsNew = sql`${rateLimitWindows.windowStart} <= ${expired}::timestamptz`;
      const [window] = await deps.db
        .insert(rateLimitWindows)
        .values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${startsNew} then 1 else ${rateLimitWindows.hits} + 1 end`,
            windowStart: sql`case when ${startsNew} then ${now.toISOString()}::timestamptz else ${rateLimitWindows.windowStart} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, windowStart: rateLimitWindows.windowStart });
      hitsSincePrune += 1;
      if (hitsSincePrune >= PRUNE_EVERY_HITS) {
        hitsSincePrune = 0;
        const stale = new Date(now.getTime() - PRUNE_AFTER_MS).toISOString();
        await deps.db
          .delete(rateLimitWindows)
          .where(sql`${rateLimitWindows.windowStart} < ${stale}::timestamptz`);
      }
      return window;
    },
    /** `key`'s current window, without counting a hit; undefined when it has none. */
    async current(key: string): Promise<CountedWindow | undefined> {
      const expired = new Date(deps.clock().getTime() - windowMs).toISOString();
      const [window] = await deps.db
        .select({ hits: rateLimitWindows.hits, windowStart: rateLimitWindows.windowStart })
        .from(rateLimitWindows)
        .where(
          and(eq(rateLimitWindows.key, key), sql`${rateLimitWindows.windowStart} > ${expired}::timestamptz`),
        );
      return window;
    },
  };
}

/** A refusal of a full window, with when to try again. */
export function refuseFull(c: Context, rule: RateLimitRule, windowStart: Date, now: Date) {
  const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
  c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return apiError(c, 429, rule.refusal);
}

/**
 * A count a request is held to besides its key's: the IPv6 /48 of a client /64
 * (docs/decisions/161-rate-limits-per-ipv6-site.md).
 */
export interface WiderCount {
  /** The wider key of a request's key; none when it has no wider count (an IPv4 address). */
  keyOf: (key: string) => string | undefined;
  /** The wider key's allowance, as a multiple of the rule's `max`. */
  multiple: number;
}

/**
 * A request limit: each request to the routes it guards counts against its key's window (windowCounter)
 * and, with `wider`, its wider key's; it is refused when either is full.
 */
export function rateLimit(
  name: string,
  rule: RateLimitRule,
  keyOf: (c: Context) => string | Promise<string>,
  deps: { db: Db; clock: Clock },
  wider?: WiderCount,
): MiddlewareHandler {
  const counter = windowCounter(rule.windowMs, deps);
  return async (c, next) => {
    const now = deps.clock();
    const own = await keyOf(c);
    const wide = wider?.keyOf(own);
    const counts = [{ key: `${name}:${own}`, max: rule.max }];
    if (wider && wide) counts.push({ key: `${name}:${wide}`, max: rule.max * wider.multiple });
    const counted: { key: string; window: CountedWindow }[] = [];
    // One after the other: a request its own key refuses is not counted on the wider one, so one client
    // asking on past its allowance cannot fill its neighbours'.
    for (const { key, max } of counts) {
      const window = await counter.hit(key);
      if (!window) continue;
      if (window.hits > max) return refuseFull(c, rule, window.windowStart, now);
      counted.push({ key, window });
    }
    await next();
    const givesBack = rule.failuresOnly ? c.res.status < 400 : rule.successesOnly && c.res.status >= 400;
    if (!givesBack) return;
    for (const { key, window } of counted) {
      await deps.db
        .update(rateLimitWindows)
        .set({ hits: sql`greatest(${rateLimitWindows.hits} - 1, 0)` })
        .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, window.windowStart)));
    }
  };
}

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

/**
 * A fixed-window counter per rule and key in the database, so every server process counts the same hits:
 * one atomic upsert per request starts a new window or adds to the current one and returns the count.
 */
export function rateLimit(
  name: string,
  rule: RateLimitRule,
  keyOf: (c: Context) => string | Promise<string>,
  deps: { db: Db; clock: Clock },
): MiddlewareHandler {
  let hitsSincePrune = 0;
  return async (c, next) => {
    const now = deps.clock();
    const expired = new Date(now.getTime() - rule.windowMs).toISOString();
    const startsNew = sql`${rateLimitWindows.windowStart} <= ${expired}::timestamptz`;
    const key = `${name}:${await keyOf(c)}`;
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
    if (window && window.hits > rule.max) {
      const retryAfterMs = window.windowStart.getTime() + rule.windowMs - now.getTime();
      c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      return apiError(c, 429, rule.refusal);
    }
    await next();
    const givesBack = rule.failuresOnly ? c.res.status < 400 : rule.successesOnly && c.res.status >= 400;
    if (givesBack && window) {
      await deps.db
        .update(rateLimitWindows)
        .set({ hits: sql`greatest(${rateLimitWindows.hits} - 1, 0)` })
        .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, window.windowStart)));
    }
  };
}

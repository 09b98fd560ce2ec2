import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "#server/app-env.ts";
import { ACCOUNT_SIGN_IN_THROTTLE, addressInBody } from "#server/config/rate-limits.ts";
import type { Db } from "#server/db/database.ts";
import { rateLimitWindows } from "#server/db/schema.ts";
import { apiError } from "#server/http/api-error.ts";

const { freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs } = ACCOUNT_SIGN_IN_THROTTLE;
/** Runs a day without attempts has forgotten are deleted now and then, by whichever process counts this many. */
const PRUNE_EVERY_ATTEMPTS = 500;
/** Past this many doublings the delay is long at its cap anyway; it keeps power() small. */
const MAX_DOUBLINGS = 20;

/**
 * Sign-in attempts per e-mail address, from whatever addresses they come (docs/decisions/093-limits-that-fit-people.md):
 * a few wrong passwords are free, then each next attempt waits a delay that doubles, up to a cap, after
 * the last one; a right password clears the run, and a day without attempts forgets it. The attempt is
 * counted before its password is checked, in one atomic statement that starts only an attempt whose delay
 * is over, so attempts sent together cannot all slip in while the first is still being checked. An
 * address without an account is counted the same, so the answer tells nothing about who has one.
 */
export function accountSignInThrottle({
  database,
  clock,
}: Pick<AppDeps, "database" | "clock">): MiddlewareHandler {
  const db = database.drizzle;
  const delayOver = (now: Date) => {
    const doublings = sql`least(${rateLimitWindows.hits} - ${freeFailures}, ${MAX_DOUBLINGS})`;
    const delayMs = sql`least(${maxDelayMs}, ${firstDelayMs} * power(2, ${doublings}))`;
    return sql`${rateLimitWindows.windowStart} + ${delayMs} * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`;
  };
  let attemptsSincePrune = 0;
  return async (c, next) => {
    const key = throttleKey(await addressInBody(c));
    const now = clock();
    const forgotten = sql`${rateLimitWindows.windowStart} <= ${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
    attemptsSincePrune += 1;
    if (attemptsSincePrune >= PRUNE_EVERY_ATTEMPTS) {
      attemptsSincePrune = 0;
      await db.delete(rateLimitWindows).where(forgotten);
    }
    const [attempt] = await db
      .insert(rateLimitWindows)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          hits: sql`case when ${forgotten} then 1 else ${rateLimitWindows.hits} + 1 end`,
          windowStart: now,
        },
        setWhere: sql`${forgotten} or ${rateLimitWindows.hits} < ${freeFailures} or ${delayOver(now)}`,
      })
      .returning({ hits: rateLimitWindows.hits });
    if (!attempt) {
      const [run] = await db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key));
      const doublings = Math.min((run?.hits ?? freeFailures) - freeFailures, MAX_DOUBLINGS);
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
      const waitMs = (run?.windowStart.getTime() ?? now.getTime()) + delayMs - now.getTime();
      c.header("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
      return apiError(c, 429, "tooManySignInsToAccount");
    }
    await next();
    if (await passwordWasRight(c.res)) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    }
  };
}

const throttleKey = (address: string) => `sign-in-account:${address.trim().toLowerCase()}`;

/**
 * Clears an account's run of wrong passwords once its owner has set a new one from a reset link: whoever
 * kept guessing at it no longer keeps its owner out, as the refusal's "or reset your password" promises.
 */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, throttleKey(email)));
}

/**
 * Whether better-auth took the password: it signed in, or said to confirm the address first (which it
 * says only after the password). Its other refusals (a missing Origin, a bad callback address) come before
 * the password is checked, so they must not clear a run of guesses.
 */
async function passwordWasRight(response: Response): Promise<boolean> {
  if (response.status === 200) return true;
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown } | undefined;
  return body?.code === "EMAIL_NOT_VERIFIED";
}

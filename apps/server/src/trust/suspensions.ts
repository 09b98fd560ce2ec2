import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accountSuspensions } from "#server/db/schema.ts";

/** A suspension neither lifted nor over at `now`. */
export function suspensionInForce(now: Date) {
  return and(isNull(accountSuspensions.liftedAt), gt(accountSuspensions.until, now));
}

/**
 * The end of the account's suspension in force at `now`, or null. Read from the database on every report
 * and vote, so a suspension holds on every process at once.
 */
export async function suspendedUntil(
  db: Pick<Db, "select">,
  userId: string,
  now: Date,
): Promise<Date | null> {
  const [suspension] = await db
    .select({ until: accountSuspensions.until })
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.userId, userId), suspensionInForce(now)))
    .orderBy(desc(accountSuspensions.until))
    .limit(1);
  return suspension?.until ?? null;
}

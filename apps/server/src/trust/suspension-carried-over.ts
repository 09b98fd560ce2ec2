import { createHmac } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accountSuspensions } from "#server/db/schema.ts";
import { suspensionInForce } from "./suspensions";

/**
 * An e-mail address as a keyed hash: the same address however it is typed, and not readable back from
 * what is kept after its account is deleted.
 */
export function addressKey(email: string, secret: string): string {
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * Before an account is deleted: its suspension in force keeps the address's key, so that deleting the
 * account and signing up again with the same address does not end the suspension
 * (docs/decisions/128-a-suspension-follows-the-address.md).
 */
export async function keepSuspensionWithAddress(
  db: Db,
  account: { id: string; email: string },
  secret: string,
  now: Date,
): Promise<void> {
  await db
    .update(accountSuspensions)
    .set({ addressKey: addressKey(account.email, secret) })
    .where(and(eq(accountSuspensions.userId, account.id), suspensionInForce(now)));
}

/** A new account of an address whose suspended account was deleted is suspended until the same time. */
export async function carrySuspensionOver(
  db: Db,
  account: { id: string; email: string },
  secret: string,
  now: Date,
): Promise<void> {
  const key = addressKey(account.email, secret);
  const [kept] = await db
    .select({ until: accountSuspensions.until, reason: accountSuspensions.reason })
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.addressKey, key), suspensionInForce(now)))
    .orderBy(desc(accountSuspensions.until))
    .limit(1);
  if (!kept) return;
  await db.insert(accountSuspensions).values({
    userId: account.id,
    startsAt: now,
    until: kept.until,
    reason: kept.reason,
    addressKey: key,
  });
}

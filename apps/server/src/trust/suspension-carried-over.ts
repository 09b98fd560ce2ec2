import { createHmac } from "node:crypto";
import { inboxOf } from "@riles/core";
import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accountSuspensions, user } from "#server/db/schema.ts";
import { suspensionInForce } from "./suspensions";

/** A text as a keyed hash: not readable back from what is kept after an account is deleted. */
const keyed = (text: string, secret: string) => createHmac("sha256", secret).update(text).digest("base64url");

/**
 * An e-mail address's inbox as a keyed hash: the same however the address is spelt (case, a "+tag", Gmail's
 * dots; core's inboxOf), so that `rider+1@` does not start afresh.
 */
function addressKey(email: string, secret: string): string {
  return keyed(inboxOf(email), secret);
}

/** The key suspensions kept before 2026-12-02 bear: the address as typed, in lower case. */
const typedAddressKey = (email: string, secret: string) => keyed(email.trim().toLowerCase(), secret);

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

/**
 * A new account of an inbox whose account is suspended, or whose suspended account was deleted, is
 * suspended until the same time (docs/decisions/128-a-suspension-follows-the-address.md, 174).
 */
export async function carrySuspensionOver(
  db: Db,
  account: { id: string; email: string },
  secret: string,
  now: Date,
): Promise<void> {
  const key = addressKey(account.email, secret);
  const deleted = await db
    .select({ until: accountSuspensions.until, reason: accountSuspensions.reason })
    .from(accountSuspensions)
    .where(
      and(
        inArray(accountSuspensions.addressKey, [key, typedAddressKey(account.email, secret)]),
        suspensionInForce(now),
      ),
    )
    .orderBy(desc(accountSuspensions.until))
    .limit(1);
  // Suspensions in force are few: their accounts' inboxes are compared here, not in SQL.
  const live = await db
    .select({ until: accountSuspensions.until, reason: accountSuspensions.reason, email: user.email })
    .from(accountSuspensions)
    .innerJoin(user, eq(user.id, accountSuspensions.userId))
    .where(and(isNotNull(accountSuspensions.userId), ne(user.id, account.id), suspensionInForce(now)));
  const inbox = inboxOf(account.email);
  const [kept] = [...deleted, ...live.filter((suspended) => inboxOf(suspended.email) === inbox)].sort(
    (a, b) => b.until.getTime() - a.until.getTime(),
  );
  if (!kept) return;
  await db.insert(accountSuspensions).values({
    userId: account.id,
    startsAt: now,
    until: kept.until,
    reason: kept.reason,
    addressKey: key,
  });
}

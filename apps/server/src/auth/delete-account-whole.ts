import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { user } from "#server/db/schema.ts";
import { keepSuspensionWithAddress } from "#server/trust/suspension-carried-over.ts";

/**
 * Deletes an account in one transaction, as better-auth's delete-user is about to: better-auth deletes its
 * sessions, then its password, then the account, each on its own, so a crash between them left an
 * account without a password that could neither sign in nor be deleted. Deleting the account row takes
 * its sessions, password and votes with it (foreign keys), and its suspension keeps the address in the
 * same transaction; better-auth's own deletes then find nothing left
 * (docs/decisions/196-an-account-deletion-in-one-transaction.md).
 */
export async function deleteAccountWhole(
  db: Db,
  account: { id: string; email: string },
  secret: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await keepSuspensionWithAddress(tx, account, secret, now);
    await tx.delete(user).where(eq(user.id, account.id));
  });
}

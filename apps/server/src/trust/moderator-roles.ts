import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { moderators, user } from "#server/db/schema.ts";
import { audit } from "./moderation-store";

export type RoleChange = "granted" | "revoked" | "already" | "unknown-account";

/**
 * Makes the account with this e-mail a moderator, or no longer one, from the operator's command line;
 * audited with no moderator (the operator). Addresses are compared as better-auth stores them: lower case.
 */
export async function setModerator(db: Db, email: string, grant: boolean, now: Date): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()));
    if (!account) return "unknown-account";
    const changed = grant
      ? await tx
          .insert(moderators)
          .values({ userId: account.id, grantedAt: now })
          .onConflictDoNothing()
          .returning({ userId: moderators.userId })
      : await tx
          .delete(moderators)
          .where(eq(moderators.userId, account.id))
          .returning({ userId: moderators.userId });
    if (changed.length === 0) return "already";
    await audit(tx, {
      at: now,
      moderatorEmail: null,
      action: grant ? "grant-moderator" : "revoke-moderator",
      targetUserId: account.id,
      reason: `${grant ? "Granted" : "Revoked"} from the command line for ${email.trim().toLowerCase()}`,
    });
    return grant ? "granted" : "revoked";
  });
}

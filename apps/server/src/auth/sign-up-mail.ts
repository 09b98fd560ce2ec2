import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accountSuspensions, user } from "#server/db/schema.ts";
import type { Log, Mail, Mailer } from "#server/mail/mailer.ts";

/**
 * What became of the one mail a sign-up sends: the new account's confirmation, or the notice to the owner
 * of an address that already has one. better-auth sends it once the account is stored and only logs a
 * failure, so without this the rider would be told to wait for a mail that never comes
 * (docs/decisions/153-a-sign-up-whose-mail-failed-keeps-nothing.md).
 */
interface SignUpMail {
  /** Why the mail was not sent; undefined while nothing failed. */
  failure?: string;
  /** The account this sign-up stored, when the mail that failed was its confirmation. */
  unconfirmed?: string;
}

const signUps = new AsyncLocalStorage<SignUpMail>();

/**
 * Sends an account mail. Within a sign-up it is awaited, and its failure noted for the answer before
 * better-auth swallows it. Elsewhere (the confirmation sent again) it goes after the answer, as a password
 * reset's does, its failure only logged: better-auth sends it only when the address has an unconfirmed
 * account, so an answer that waited for it, or failed with it, would tell who has one.
 */
export async function sendAccountMail(
  mailer: Mailer,
  mail: Mail,
  log: Log,
  newAccount?: string,
): Promise<void> {
  const signUp = signUps.getStore();
  if (!signUp) {
    mailer.send(mail).catch((error: unknown) => {
      log(`Account mail to ${mail.to} failed: ${error instanceof Error ? error.message : error}`);
    });
    return;
  }
  try {
    await mailer.send(mail);
  } catch (error) {
    signUp.failure = error instanceof Error ? error.message : String(error);
    signUp.unconfirmed = newAccount;
    throw error;
  }
}

/**
 * Runs a sign-up. Its answer stands when its mail went; when the mail failed, the account it stored is
 * removed again and the answer is why the mail failed: nothing of the attempt is kept, and trying again is
 * a new sign-up. An address that already had an account keeps it; that sign-up fails the same way, so
 * answers still do not tell who has an account.
 */
export async function signUpUnlessMailFailed(
  db: Db,
  signUp: () => Promise<Response>,
): Promise<Response | { mailFailed: string }> {
  const mail: SignUpMail = {};
  const response = await signUps.run(mail, signUp);
  if (mail.failure === undefined) return response;
  if (mail.unconfirmed) await forgetUnconfirmedAccount(db, mail.unconfirmed);
  return { mailFailed: mail.failure };
}

/**
 * The account and what its sign-up stored with it: its password (cascaded) and a suspension carried over
 * from a deleted account of the address (trust/suspension-carried-over.ts, whose original stays). Only
 * while unconfirmed: a confirmed account is never removed here.
 */
async function forgetUnconfirmedAccount(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [unconfirmed] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, id), eq(user.emailVerified, false)))
      .for("update");
    if (!unconfirmed) return;
    await tx.delete(accountSuspensions).where(eq(accountSuspensions.userId, id));
    await tx.delete(user).where(eq(user.id, id));
  });
}

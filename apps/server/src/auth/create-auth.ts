import {
  CONFIRMED_PATH,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  MIN_PASSWORD_LENGTH,
  RESET_PASSWORD_PATH,
} from "@riles/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { openAPI } from "better-auth/plugins";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Clock } from "#server/config/clock.ts";
import { inboxMails, MAX_SESSIONS_PER_ACCOUNT } from "#server/config/rate-limits.ts";
import type { Db } from "#server/db/database.ts";
import * as schema from "#server/db/schema.ts";
import { confirmationMail, existingAccountMail, passwordResetMail } from "#server/mail/account-mails.ts";
import type { Log, Mailer } from "#server/mail/mailer.ts";
import { carrySuspensionOver } from "#server/trust/suspension-carried-over.ts";
import { deleteAccountWhole } from "./delete-account-whole";
import { inboxCappedMailer } from "./inbox-capped-mailer";
import { forgetSignInFailures } from "./sign-in-throttle";
import { sendAccountMail } from "./sign-up-mail";

const DAY_SECONDS = 24 * 60 * 60;
const RESET_TOKEN_SECONDS = 60 * 60;
export const SESSION_DAYS = 30;

interface AuthOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** PUBLIC_URL and its loopback aliases (config/env.ts). */
  trustedOrigins: string[];
  secret: string;
  log: Log;
  clock: Clock;
}

/** A detail better-auth logs, in words: an error (also one it wraps) by its message; never throws. */
function describeDetail(detail: unknown): string {
  if (detail instanceof Error) return detail.message;
  if (typeof detail === "string") return detail;
  const wrapped = (detail as { error?: unknown } | null)?.error;
  if (wrapped instanceof Error) return wrapped.message;
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
}

/**
 * better-auth with e-mail + password. Sign-in is refused until the address is confirmed through the
 * mailed link; signing up an existing address answers like a new one and mails its owner a notice. A
 * sign-up whose mail failed keeps nothing (sign-up-mail.ts).
 * A password reset answers the same whether or not the address has an account, and in the same time: its
 * mail is sent after the answer. Deleting an account needs its password
 * (docs/decisions/026-account-recovery-and-deletion.md).
 * Rate limits are ours (see rate-limit.ts), keyed the same way for every route.
 */
/** The language an account's mails are written in; a row from before languages existed reads English. */
function mailLanguage(user: object): Language {
  const language = "language" in user ? user.language : undefined;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The account keeps its newest sessions, MAX_SESSIONS_PER_ACCOUNT of them (decision 129). */
async function endOldestSessions(db: Db, userId: string): Promise<void> {
  const kept = db
    .select({ id: schema.session.id })
    .from(schema.session)
    .where(eq(schema.session.userId, userId))
    .orderBy(desc(schema.session.createdAt))
    .limit(MAX_SESSIONS_PER_ACCOUNT);
  await db
    .delete(schema.session)
    .where(and(eq(schema.session.userId, userId), notInArray(schema.session.id, kept)));
}

export function createAuth({
  db,
  mailer: anyInbox,
  publicUrl,
  trustedOrigins,
  secret,
  log,
  clock,
}: AuthOptions) {
  const mailer = inboxCappedMailer(anyInbox, inboxMails({ db, clock }, "account"), log);
  const resetMailer = inboxCappedMailer(anyInbox, inboxMails({ db, clock }, "reset"), log);
  return betterAuth({
    appName: "Riles",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    // A sign-up, a password change or reset writes all its rows or none (docs/decisions/185-account-changes-in-one-transaction.md).
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      onExistingUserSignUp: async ({ user }) => {
        await sendAccountMail(
          mailer,
          existingAccountMail(mailLanguage(user), user.email, `${publicUrl}/auth`),
          log,
        );
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => forgetSignInFailures(db, user.email),
      sendResetPassword: async ({ user, url }) => {
        // Whatever a client asked for, the link lands on the screen that sets the new password.
        const link = new URL(url);
        link.searchParams.set("callbackURL", RESET_PASSWORD_PATH);
        resetMailer
          .send(passwordResetMail(mailLanguage(user), user.email, link.toString()))
          .catch((error: unknown) => {
            log(
              `Password reset mail to ${user.email} failed: ${error instanceof Error ? error.message : error}`,
            );
          });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => deleteAccountWhole(db, user, secret, clock()),
      },
      // Set once at sign-up (core's signUpSchema checks it); the account's mails follow it.
      additionalFields: {
        language: { type: "string", required: false, defaultValue: DEFAULT_LANGUAGE, input: true },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        // Whatever a client asked for, the link lands on the sign-in screen, which says it worked.
        const link = new URL(url);
        link.searchParams.set("callbackURL", CONFIRMED_PATH);
        await sendAccountMail(
          mailer,
          confirmationMail(mailLanguage(user), user.email, link.toString()),
          log,
          user.id,
        );
      },
    },
    databaseHooks: {
      user: { create: { after: async (user) => carrySuspensionOver(db, user, secret, clock()) } },
      session: { create: { after: async (created) => endOldestSessions(db, created.userId) } },
    },
    // An absolute lifetime: a stolen cookie is good for 30 days at most, however much it is used
    // (docs/decisions/095-sessions-end-and-common-passwords-refused.md).
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    // better-auth's own lines (a failed mail, a database error) go into the server's log as one line each,
    // an error by its message, rather than as colored stack traces on stderr.
    logger: {
      level: "warn",
      log: (level, message, ...details) =>
        log(`better-auth ${level}: ${[message, ...details.map(describeDetail)].join(" ")}`),
    },
    // A refusal (a callback address on another site, a wrong password) is already said in better-auth's own
    // log line and in the request's "answered" line; left to better-auth, each one also wrote a colored line
    // of its own to stderr, past the log, one for every anonymous request. What went wrong on our side is
    // logged as before.
    onAPIError: {
      onError: (error) => {
        if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR")
          log(`better-auth error: ${describeDetail(error)}`);
      },
    },
    advanced: {
      // better-auth skips its Origin and callback address checks when NODE_ENV is "test"; the tests must
      // run the checks riders meet.
      disableOriginCheck: false,
      useSecureCookies: publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    // Its generated description of /api/auth/* joins ours in /api/openapi.json; no reference page.
    plugins: [openAPI({ disableDefaultReference: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "#server/app-env.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { type RateLimitRule, rateLimit } from "#server/http/rate-limit.ts";

const MINUTE_MS = 60_000;

/** Per client address, shared by every server process through the database. */
export const RATE_LIMITS = {
  signIn: {
    max: 20,
    windowMs: 15 * MINUTE_MS,
    refusal: "tooManySignIns",
  },
  /**
   * Guessing a signed-in account's password (change-password, verify-password, delete-user) is held like
   * sign-in.
   */
  passwordCheck: {
    max: 20,
    windowMs: 15 * MINUTE_MS,
    refusal: "tooManyPasswordChecks",
  },
  signUp: {
    max: 10,
    windowMs: 60 * MINUTE_MS,
    refusal: "tooManySignUps",
  },
  verificationMail: {
    max: 5,
    windowMs: 15 * MINUTE_MS,
    refusal: "tooManyConfirmationMails",
  },
  /** Reset mails, per client address, whether or not the address has an account. */
  passwordResetMail: {
    max: 5,
    windowMs: 15 * MINUTE_MS,
    refusal: "tooManyResetMails",
  },
  feedback: { max: 5, windowMs: 10 * MINUTE_MS, refusal: "tooManyBugReports" },
  /** New reminders, per client address (docs/decisions/042-reminders.md). */
  reminderCreate: { max: 30, windowMs: 60 * MINUTE_MS, refusal: "tooManyReminderRequests" },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** better-auth's routes that are limited, as Hono paths (a trailing `*` is any rest). */
export const AUTH_RATE_LIMITS: readonly (readonly [path: string, rule: RateLimitName])[] = [
  ["/api/auth/sign-in/*", "signIn"],
  ["/api/auth/change-password", "passwordCheck"],
  ["/api/auth/verify-password", "passwordCheck"],
  ["/api/auth/delete-user", "passwordCheck"],
  ["/api/auth/request-password-reset", "passwordResetMail"],
  ["/api/auth/sign-up/*", "signUp"],
  ["/api/auth/send-verification-email", "verificationMail"],
];

/** One middleware per rule, keyed by the client's address (an IPv6 one by its /64). */
export function rateLimiters({ config, database, clock }: Pick<AppDeps, "config" | "database" | "clock">) {
  const entries = Object.entries(RATE_LIMITS).map(([name, rule]) => [
    name,
    rateLimit(name, rule, (c) => clientAddress(c, config.trustedProxies), { db: database.drizzle, clock }),
  ]);
  return Object.fromEntries(entries) as Record<RateLimitName, MiddlewareHandler>;
}

/** Per signed-in account (a route behind requireSession), shared by every process through the database. */
export const ACCOUNT_RATE_LIMITS = {
  /** A rider votes on the reports where they stand: a few a minute is plenty. */
  vote: { max: 60, windowMs: 60 * MINUTE_MS, refusal: "tooManyVotes" },
  /** Moderation actions (hide, suspend, lift): the screen's reads are not counted. */
  moderation: { max: 60, windowMs: 15 * MINUTE_MS, refusal: "tooManyModerationActions" },
} satisfies Record<string, RateLimitRule>;

/** One middleware per account rule, keyed by the signed-in user (set by requireSession). */
export function accountRateLimiters({ database, clock }: Pick<AppDeps, "database" | "clock">) {
  const entries = Object.entries(ACCOUNT_RATE_LIMITS).map(([name, rule]) => [
    name,
    rateLimit(`account-${name}`, rule, (c) => String(c.get("userId")), { db: database.drizzle, clock }),
  ]);
  return Object.fromEntries(entries) as Record<keyof typeof ACCOUNT_RATE_LIMITS, MiddlewareHandler>;
}

import { inboxOf } from "@riles/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "#server/app-env.ts";
import type { Clock } from "#server/config/clock.ts";
import type { Config } from "#server/config/env.ts";
import type { Db } from "#server/db/database.ts";
import { AddressRequestBuckets } from "#server/http/address-request-buckets.ts";
import type { PlainRefusalCode } from "#server/http/api-error.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { siteKeyOfClient } from "#server/http/ip-address.ts";
import { type RateLimitRule, rateLimit, requestBuckets } from "#server/http/rate-limit.ts";

const MINUTE_MS = 60_000;

/**
 * Per client address (an IPv6 one by its /64) and per IPv6 /48 (RATE_LIMIT_SITE_MULTIPLE times as many),
 * shared by every server process through the database: a coarse guard against floods. Stopping password
 * guessing is the account throttle's work below (docs/decisions/093-limits-that-fit-people.md).
 */
export const RATE_LIMITS = {
  /** Failed sign-ins only: riders behind one carrier NAT who sign in spend nothing of it. */
  signIn: {
    max: 50,
    windowMs: 15 * MINUTE_MS,
    refusal: "tooManySignIns",
    failuresOnly: true,
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
  /**
   * Changes to an account or its sessions that take no password (a new name, a session updated or ended)
   * and new passwords set with a mailed token: each is a database write or look-up, and nothing else
   * bounds how fast one client asks. A rider makes a few a month (decision 148).
   */
  accountChange: { max: 60, windowMs: 15 * MINUTE_MS, refusal: "tooManyAccountChanges" },
  feedback: { max: 5, windowMs: 10 * MINUTE_MS, refusal: "tooManyBugReports" },
  /** New reminders, per client address (docs/decisions/042-reminders-and-their-scheduler.md). */
  reminderCreate: { max: 30, windowMs: 60 * MINUTE_MS, refusal: "tooManyReminderRequests" },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The allowance of each rate limit above, and of the per-minute ceilings on journeys, reads and replays,
 * that all the /64s of one IPv6 /48 share, as a multiple of one address's: one holder of a /48 (a tunnel
 * broker's or hosting account) had 65,536 times each. Looser than the 4 times of the streams a /48 holds
 * (decision 155): a rate limit counts what a carrier's whole pool of subscribers does over minutes or an
 * hour, not who is on at one moment, and a rider it refuses has no account to fall back on as a stream
 * has (docs/decisions/161-rate-limits-per-ipv6-site.md).
 */
export const RATE_LIMIT_SITE_MULTIPLE = 16;

/**
 * Sign-in attempts per e-mail address, whatever address they come from: 5 wrong passwords free, then a
 * delay from the last attempt of 1 minute, doubling with each further wrong one up to an hour
 * (auth/sign-in-throttle.ts). A right password clears it; a day without attempts forgets it.
 */
export const ACCOUNT_SIGN_IN_THROTTLE = {
  freeFailures: 5,
  firstDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
  forgetAfterMs: 24 * 60 * MINUTE_MS,
};

/**
 * Successful sign-ins per account, from whatever addresses they come: each costs a password hash and
 * stores a session, so one account signing in over and over must not cost the server without end. A rider
 * signs in a few times a day; guesses are the throttle's above (decision 129).
 */
export const ACCOUNT_SIGN_INS = {
  max: 30,
  windowMs: 60 * MINUTE_MS,
  refusal: "tooManySignIns",
  successesOnly: true,
} satisfies RateLimitRule;

/**
 * Wrong passwords given with a signed-in session (change-password, verify-password, delete-user), per
 * account, from whatever addresses they come: a stolen session cookie must not let its holder guess the
 * password behind the sign-in throttle, one address after another (the per-address `passwordCheck` above).
 * A rider mistypes a few times; a right password gives its hit back.
 */
export const ACCOUNT_PASSWORD_CHECKS = {
  max: 10,
  windowMs: 60 * MINUTE_MS,
  refusal: "tooManyPasswordChecks",
  failuresOnly: true,
} satisfies RateLimitRule;

/** An account keeps its newest sessions up to this many; signing in again ends the oldest (decision 129). */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

/**
 * Mails to one inbox an hour, of each share (MAILING_AUTH_PATHS: reset links; confirmations and "you
 * already have an account" notices), counted together from every client and every spelling of its address
 * (core's inboxOf: rider+1@ is rider@) as they are sent: however many addresses ask, one inbox gets at most
 * this many of each. Requests of a share naming one address as typed are held to as many, whether they
 * send anything or not.
 */
export const RECIPIENT_MAIL_LIMIT = {
  max: 4,
  windowMs: 60 * MINUTE_MS,
  refusal: "tooManyMailsToAddress",
} satisfies RateLimitRule;

/** The routes that check a signed-in account's password. */
export const PASSWORD_CHECK_PATHS = [
  "/api/auth/change-password",
  "/api/auth/verify-password",
  "/api/auth/delete-user",
] as const;

/** The routes that change an account or its sessions without a password, or set one with a mailed token. */
const ACCOUNT_CHANGE_PATHS = [
  "/api/auth/update-user",
  "/api/auth/update-session",
  "/api/auth/change-email",
  "/api/auth/revoke-session",
  "/api/auth/revoke-sessions",
  "/api/auth/revoke-other-sessions",
  "/api/auth/reset-password",
] as const;

/**
 * The routes that mail the address in their body, by the share of its mails they spend: a reset link has a
 * share of its own, so that asking for confirmations or sign-up notices to someone's address never keeps
 * their reset link from them (docs/decisions/184-a-reset-link-has-a-share-of-its-own.md).
 */
export const MAILING_AUTH_PATHS = [
  ["/api/auth/sign-up/email", "account"],
  ["/api/auth/send-verification-email", "account"],
  ["/api/auth/request-password-reset", "reset"],
] as const;

/** Which of an inbox's two hourly shares a mail spends: a password reset link, or any other account mail. */
type InboxShare = (typeof MAILING_AUTH_PATHS)[number][1];

/** better-auth's routes that are limited, as Hono paths (a trailing `*` is any rest). */
export const AUTH_RATE_LIMITS: readonly (readonly [path: string, rule: RateLimitName])[] = [
  ["/api/auth/sign-in/*", "signIn"],
  ...PASSWORD_CHECK_PATHS.map((path) => [path, "passwordCheck"] as const),
  ["/api/auth/request-password-reset", "passwordResetMail"],
  ["/api/auth/sign-up/*", "signUp"],
  ["/api/auth/send-verification-email", "verificationMail"],
  ...ACCOUNT_CHANGE_PATHS.map((path) => [path, "accountChange"] as const),
];

/** A rule's middleware keyed by the client's address (an IPv6 one by its /64) and its IPv6 /48. */
function perAddressLimiter(
  { config, database, clock }: Pick<AppDeps, "config" | "database" | "clock">,
  name: string,
  rule: RateLimitRule,
) {
  const site = { keyOf: siteKeyOfClient, multiple: RATE_LIMIT_SITE_MULTIPLE };
  const keyOf = (c: Context) => clientAddress(c, config.trustedProxies);
  return rateLimit(name, rule, keyOf, { db: database.drizzle, clock }, site);
}

/** One middleware per rule of RATE_LIMITS, per client address. */
export function rateLimiters(deps: Pick<AppDeps, "config" | "database" | "clock">) {
  const entries = Object.entries(RATE_LIMITS).map(([name, rule]) => [
    name,
    perAddressLimiter(deps, name, rule),
  ]);
  return Object.fromEntries(entries) as Record<RateLimitName, MiddlewareHandler>;
}

/**
 * Reports and votes stored from one client address an hour, every account's together (REPORT_HOURLY_MAX_PER_ADDRESS
 * and VOTE_HOURLY_MAX_PER_ADDRESS): the per-account limits alone let one person post as much again with each
 * account they make. Only what is stored is counted, so riders behind one carrier NAT spend nothing of it
 * on a refused request (docs/decisions/178-reports-and-votes-per-address.md).
 */
export function contributionLimiters(deps: Pick<AppDeps, "config" | "database" | "clock">) {
  const { perHourPerAddress, votesPerHourPerAddress } = deps.config.reportLimits;
  const hourly = (max: number, refusal: PlainRefusalCode): RateLimitRule => ({
    max,
    windowMs: 60 * MINUTE_MS,
    refusal,
    successesOnly: true,
  });
  return {
    report: perAddressLimiter(deps, "reports-from", hourly(perHourPerAddress, "tooManyReportsFromNetwork")),
    vote: perAddressLimiter(deps, "votes-from", hourly(votesPerHourPerAddress, "tooManyVotesFromNetwork")),
  };
}

/** The e-mail address a body (checked before) names, as better-auth stores it: one account, however typed. */
export async function addressInBody(c: Context): Promise<string> {
  return ((await c.req.json()) as { email: string }).email.trim().toLowerCase();
}

/**
 * The mails of one share sent to each inbox (RECIPIENT_MAIL_LIMIT), every spelling of its address counted
 * together (core's inboxOf): counted as each mail is sent, so a request that sends nothing (an address with
 * no account) fills no one's inbox (docs/decisions/149-mails-counted-when-sent.md).
 */
export function inboxMails(deps: { db: Db; clock: Clock }, share: InboxShare) {
  const buckets = requestBuckets(RECIPIENT_MAIL_LIMIT.windowMs, deps);
  const keyOf = (address: string) => `${share === "reset" ? "resets-to" : "mail-to"}:${inboxOf(address)}`;
  return {
    /** Counts a mail about to be sent to `address`; false when its inbox has had its share. */
    async mayMail(address: string): Promise<boolean> {
      return (await buckets.take(keyOf(address), RECIPIENT_MAIL_LIMIT.max)) === 0;
    },
  };
}

/**
 * RECIPIENT_MAIL_LIMIT for the routes of a share that mail the address in a body checked before: requests
 * naming one address as typed are counted, whether or not they send anything. A full inbox is not refused: the mail
 * is not sent (inboxCappedMailer) and the answer is the usual one, since a refusal would tell whether the
 * resets asked for just before had mailed an account (docs/decisions/171-a-full-inbox-is-not-told.md).
 */
export function recipientMailLimiter(
  { database, clock }: Pick<AppDeps, "database" | "clock">,
  share: InboxShare,
) {
  const name = share === "reset" ? "resets-to-address" : "mail-to-address";
  return rateLimit(name, RECIPIENT_MAIL_LIMIT, addressInBody, { db: database.drizzle, clock });
}

/** Successful sign-ins to the account the body names (ACCOUNT_SIGN_INS). */
export function accountSignInLimiter({ database, clock }: Pick<AppDeps, "database" | "clock">) {
  return rateLimit("sign-ins-to", ACCOUNT_SIGN_INS, addressInBody, { db: database.drizzle, clock });
}

/**
 * ACCOUNT_PASSWORD_CHECKS for the signed-in account of the request's session; without one, better-auth
 * refuses the request itself.
 */
export function accountPasswordCheckLimiter({
  auth,
  database,
  clock,
}: Pick<AppDeps, "auth" | "database" | "clock">): MiddlewareHandler {
  const accounts = new WeakMap<Request, string>();
  const limit = rateLimit(
    "password-checks-of",
    ACCOUNT_PASSWORD_CHECKS,
    (c) => accounts.get(c.req.raw) ?? "",
    { db: database.drizzle, clock },
  );
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return next();
    accounts.set(c.req.raw, session.user.id);
    return limit(c, next);
  };
}

/**
 * Requests a minute per client address (and server process) to the routes that read the database for
 * anyone who asks, without an account: a report's votes, a device's reminders (list, pause, delete). A
 * phone asks a few; the allowance leaves room for a carrier's NAT, and a flood of them no longer costs
 * the database without end. Counted in memory: refusing costs no write.
 */
export const READS_PER_MINUTE_PER_ADDRESS = 300;

/**
 * Report streams reopened with Last-Event-ID per client address (and server process) a minute: each reads
 * what it missed from the database. A server restart sends every phone behind a carrier's NAT back at
 * once, so they have an allowance of their own, apart from the reads above; past it a stream opens without
 * the replay (docs/decisions/137-a-replay-is-a-read.md).
 */
export const REPLAYS_PER_MINUTE_PER_ADDRESS = 300;

/** A process's per-minute ceilings per client address, each with its IPv6 /48's (decision 161). */
export function perMinuteCeilings(
  config: Pick<Config, "journeysPerMinutePerAddress" | "databaseRequestsPerMinutePerAddress">,
) {
  return {
    journeysPerAddress: AddressRequestBuckets.perMinute(
      config.journeysPerMinutePerAddress,
      RATE_LIMIT_SITE_MULTIPLE,
    ),
    databaseRequestsPerAddress: AddressRequestBuckets.perMinute(
      config.databaseRequestsPerMinutePerAddress,
      RATE_LIMIT_SITE_MULTIPLE,
    ),
    readsPerAddress: AddressRequestBuckets.perMinute(READS_PER_MINUTE_PER_ADDRESS, RATE_LIMIT_SITE_MULTIPLE),
    replaysPerAddress: AddressRequestBuckets.perMinute(
      REPLAYS_PER_MINUTE_PER_ADDRESS,
      RATE_LIMIT_SITE_MULTIPLE,
    ),
  };
}

/** Per signed-in account (a route behind requireSession), shared by every process through the database. */
const ACCOUNT_RATE_LIMITS = {
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

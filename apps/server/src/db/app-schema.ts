import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema";

export const trainReports = pgTable(
  "train_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: text("line_id").notNull(),
    stationId: text("station_id").notNull(),
    direction: text("direction").notNull(),
    status: text("status").notNull(),
    crowdLevel: text("crowd_level").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // A deleted account's reports stay, with no link to who sent them
    // (docs/decisions/026-account-recovery-and-deletion.md).
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // Hidden by a moderator: it stops counting but stays for the audit (docs/decisions/041-moderation.md).
    hiddenAt: timestamp("hidden_at", { withTimezone: true, mode: "date" }),
    hiddenReason: text("hidden_reason"),
    // Set while a suspension of its account withdraws it; kept when the account is deleted.
    suspensionId: uuid("suspension_id").references(() => accountSuspensions.id, { onDelete: "set null" }),
  },
  (table) => [
    index("train_reports_station_recent_idx").on(table.lineId, table.stationId, table.createdAt.desc()),
    // Anti-spam counts a user's recent reports.
    index("train_reports_user_recent_idx").on(table.userId, table.createdAt.desc()),
    // A uuid v4 says nothing about order; the stream replays by (created_at, id).
    index("train_reports_created_idx").on(table.createdAt, table.id),
    // Usual crowding reads 8 weeks of every station from the index alone (docs/decisions/044-usual-crowding.md).
    index("train_reports_crowding_idx").on(
      table.createdAt,
      table.lineId,
      table.stationId,
      table.direction,
      table.crowdLevel,
    ),
  ],
);

export const feedback = pgTable("feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  message: text("message").notNull(),
  contact: text("contact"),
  page: text("page"),
  userAgent: text("user_agent"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The sign-in throttle's runs of wrong passwords, shared by every server process: one row per account,
 * the last attempt's time and the run's length (`auth/sign-in-throttle.ts`). It held every rate limit's
 * fixed windows before those became buckets (docs/decisions/170-buckets-not-windows.md).
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * One bucket of requests per rate limit and key (`http/rate-limit.ts`): when it is full again. A request
 * takes a share of the window from it; a key whose time has passed holds its whole allowance
 * (docs/decisions/170-buckets-not-windows.md).
 */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  fullAt: timestamp("full_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** One rider's word on another rider's report; sent again, it replaces the earlier one. */
export const reportVotes = pgTable(
  "report_votes",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => trainReports.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vote: text("vote").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.userId] })],
);

/** Accounts the operator made moderators from the command line. */
export const moderators = pgTable("moderators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * A moderator's suspension of an account: until `until` its new reports are refused, and while it is not
 * lifted its reports from 24 hours before it on stop counting (docs/decisions/041-moderation.md).
 */
export const accountSuspensions = pgTable(
  "account_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    until: timestamp("until", { withTimezone: true, mode: "date" }).notNull(),
    reason: text("reason").notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true, mode: "date" }),
    // A keyed hash of the account's e-mail, kept when the account is deleted while suspended: a new
    // account of that address takes the suspension over (trust/suspension-carried-over.ts).
    addressKey: text("address_key"),
  },
  (table) => [
    index("account_suspensions_user_idx").on(table.userId),
    index("account_suspensions_address_idx").on(table.addressKey),
  ],
);

/** Every moderator action and every grant or revoke, kept: who, when, what, why. */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    // The e-mail is kept as written at the time: the log must outlive a deleted moderator account.
    moderatorEmail: text("moderator_email"),
    action: text("action").notNull(),
    reportId: uuid("report_id"),
    targetUserId: text("target_user_id"),
    reason: text("reason"),
    until: timestamp("until", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("moderation_audit_at_idx").on(table.at.desc())],
);

/**
 * A browser's push subscription: where its push service takes messages for it, and the keys that encrypt
 * them. It is the device's identity for its reminders (docs/decisions/042-reminders-and-their-scheduler.md).
 */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  /** The language the device's Riles uses: its notifications are written in it. */
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Reminders and get-off alerts. The scheduler claims rows whose `due_at` has come with
 * `FOR UPDATE SKIP LOCKED` and a lease, so each fires once however many processes run
 * (docs/decisions/042-reminders-and-their-scheduler.md).
 */
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    lineId: text("line_id").notNull(),
    stationId: text("station_id").notNull(),
    direction: text("direction").notNull(),
    leadMinutes: integer("lead_minutes").notNull(),
    days: integer("days").array(),
    windowStart: integer("window_start"),
    windowEnd: integer("window_end"),
    getOffStationId: text("get_off_station_id"),
    paused: boolean("paused").notNull().default(false),
    /** The train the next notice is about (its arrival at the boarding station). */
    trainAt: timestamp("train_at", { withTimezone: true, mode: "date" }).notNull(),
    stage: integer("stage").notNull().default(0),
    /** When the scheduler looks at it next; null once nothing is left to send. */
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }),
    /** A process working on it holds it until then; after a crash another takes it over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("reminders_due_idx").on(table.dueAt).where(sql`not ${table.paused}`),
    index("reminders_subscription_idx").on(table.subscriptionId),
  ],
);

/**
 * Usual crowding's hourly summary: for each station, direction and closed UTC hour, how many of its
 * reports that still count gave each crowd level, so a recomputation reads hours instead of reports
 * (docs/decisions/047-crowding-now-and-summary.md).
 */
export const crowdingHours = pgTable(
  "crowding_hours",
  {
    hourStart: timestamp("hour_start", { withTimezone: true, mode: "date" }).notNull(),
    lineId: text("line_id").notNull(),
    stationId: text("station_id").notNull(),
    direction: text("direction").notNull(),
    empty: integer("empty").notNull(),
    moderate: integer("moderate").notNull(),
    crowded: integer("crowded").notNull(),
    packed: integer("packed").notNull(),
    /**
     * Who reported in the hour: all of them, or CROWDING_MIN_RIDERS of them, which is all usual crowding's
     * threshold needs ('' for the deleted accounts', docs/decisions/134-usual-crowding-needs-three-riders.md).
     */
    riders: text("riders").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [primaryKey({ columns: [table.hourStart, table.lineId, table.stationId, table.direction] })],
);

/**
 * The hours whose summary is up to date. A database trigger removes an hour when one of its reports, or a
 * vote on one, is written or deleted (migration 0008), and the next recomputation summarises it again.
 */
export const crowdingSummarisedHours = pgTable("crowding_summarised_hours", {
  hourStart: timestamp("hour_start", { withTimezone: true, mode: "date" }).primaryKey(),
});

/**
 * Each line's published accuracy as scored per Manila service day (`accuracy/accuracy-cache.ts`), kept so
 * that a restarted server goes on from it instead of scoring the week again
 * (docs/decisions/197-published-accuracy-kept-per-day.md). `reportCount` and `reportsDigest` name the
 * reports the tally covers: the first that many of the day's reports still counting, in order.
 */
export const accuracyDays = pgTable(
  "accuracy_days",
  {
    lineId: text("line_id").notNull(),
    dayStart: timestamp("day_start", { withTimezone: true, mode: "date" }).notNull(),
    reportCount: integer("report_count").notNull(),
    reportsDigest: text("reports_digest").notNull(),
    /** Scored whole after the day was over: never scored again unless its reports change. */
    final: boolean("final").notNull(),
    reports: integer("reports").notNull(),
    scored: integer("scored").notNull(),
    accurate: integer("accurate").notNull(),
    /** How many right estimates would be judged right: a sum of shares. */
    detectable: doublePrecision("detectable").notNull(),
  },
  (table) => [primaryKey({ columns: [table.lineId, table.dayStart] })],
);

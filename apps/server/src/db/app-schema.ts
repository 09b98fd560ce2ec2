import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    // A deleted account's reports stay, with no link to who sent them (docs/decisions/026-account-deletion.md).
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
 * Rate-limit counters shared by every server process: one row per rule and client address, holding the
 * current fixed window's start and hits (docs/decisions/021-several-processes.md).
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  hits: integer("hits").notNull(),
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
  },
  (table) => [index("account_suspensions_user_idx").on(table.userId)],
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

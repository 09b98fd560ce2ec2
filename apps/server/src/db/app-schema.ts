import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

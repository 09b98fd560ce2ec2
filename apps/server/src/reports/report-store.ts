import { REPORT_WINDOW_MS, type Refusal, type ReportInput, type ReportRow, TRUST_RULES } from "@riles/core";
import { and, asc, count, desc, eq, gt, or, sql } from "drizzle-orm";
import type { ReportLimits } from "#server/config/env.ts";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";
import { stillCounts } from "#server/trust/still-counts.ts";
import { suspendedUntil } from "#server/trust/suspensions.ts";
import { toReportRow } from "./report-record";

export const REPORTS_CHANNEL = "train_reports";
const HOUR_MS = 60 * 60 * 1000;

type StoreReportResult =
  | { ok: true; row: ReportRow }
  | {
      ok: false;
      refusal: Extract<
        Refusal,
        {
          code:
            | "tooManyReportsSameTarget"
            | "tooManyReportsPerHour"
            | "tooManyCancellations"
            | "accountSuspended";
        }
      >;
    };

/**
 * Stores a report after the suspension and anti-spam checks (docs/product.md), all in one transaction serialised per user,
 * and notifies listeners with the new id once it commits.
 */
export async function storeReport(
  db: Db,
  input: ReportInput,
  userId: string,
  now: Date,
  limits: ReportLimits,
): Promise<StoreReportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    const until = await suspendedUntil(tx, userId, now);
    if (until) {
      return { ok: false, refusal: { code: "accountSuspended", params: { until: until.toISOString() } } };
    }
    const sameTargetSince = new Date(now.getTime() - limits.sameTargetWindowMs);
    const [sameTarget] = await tx
      .select({ n: count() })
      .from(trainReports)
      .where(
        and(
          eq(trainReports.userId, userId),
          eq(trainReports.lineId, input.line_id),
          eq(trainReports.stationId, input.station_id),
          eq(trainReports.direction, input.direction),
          gt(trainReports.createdAt, sameTargetSince),
        ),
      );
    if ((sameTarget?.n ?? 0) > 0) {
      const seconds = limits.sameTargetWindowMs / 1000;
      return { ok: false, refusal: { code: "tooManyReportsSameTarget", params: { seconds } } };
    }
    if (input.status === "cancelled") {
      const [cancelled] = await tx
        .select({ n: count() })
        .from(trainReports)
        .where(
          and(
            eq(trainReports.userId, userId),
            eq(trainReports.status, "cancelled"),
            gt(trainReports.createdAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
          ),
        );
      const max = TRUST_RULES.cancellationsPerRider;
      if ((cancelled?.n ?? 0) >= max)
        return { ok: false, refusal: { code: "tooManyCancellations", params: { max } } };
    }
    const [lastHour] = await tx
      .select({ n: count() })
      .from(trainReports)
      .where(
        and(eq(trainReports.userId, userId), gt(trainReports.createdAt, new Date(now.getTime() - HOUR_MS))),
      );
    if ((lastHour?.n ?? 0) >= limits.perHourMax) {
      return { ok: false, refusal: { code: "tooManyReportsPerHour", params: { max: limits.perHourMax } } };
    }
    const [record] = await tx
      .insert(trainReports)
      .values({
        lineId: input.line_id,
        stationId: input.station_id,
        direction: input.direction,
        status: input.status,
        crowdLevel: input.crowd_level,
        createdAt: now,
        userId,
      })
      .returning();
    if (!record) throw new Error("insert returned no row");
    await tx.execute(sql`select pg_notify(${REPORTS_CHANNEL}, ${record.id})`);
    return { ok: true, row: toReportRow(record) };
  });
}

/**
 * The station's reports stamped after `since` that still count, newest first: the last 30 minutes and any stamped later
 * than the caller's clock (the cache decides what to show at which instant).
 */
export async function stationReportsSince(
  db: Db,
  lineId: string,
  stationId: string,
  since: Date,
): Promise<ReportRow[]> {
  const records = await db
    .select()
    .from(trainReports)
    .where(
      and(
        eq(trainReports.lineId, lineId),
        eq(trainReports.stationId, stationId),
        gt(trainReports.createdAt, since),
        stillCounts(),
      ),
    )
    .orderBy(desc(trainReports.createdAt), desc(trainReports.id));
  return records.map(toReportRow);
}

export async function reportById(db: Db, id: string): Promise<ReportRow | null> {
  const [record] = await db.select().from(trainReports).where(eq(trainReports.id, id));
  return record ? toReportRow(record) : null;
}

/**
 * Reports stored after the one with `lastId` (by created_at, then id), within the last 30 minutes, oldest
 * first: what a reconnecting stream client missed, of every station or of one. The route has checked that
 * `lastId` is a report id in form. An id of no report (reports are never deleted) is no client's last
 * event here: nothing is replayed, and its screens ask again when the stream opens
 * (docs/decisions/096-streams-per-address.md).
 */
export async function reportsAfter(
  db: Db,
  lastId: string,
  now: Date,
  station?: { lineId: string; stationId: string },
): Promise<ReportRow[]> {
  const windowStart = new Date(now.getTime() - REPORT_WINDOW_MS);
  const last = await reportById(db, lastId);
  if (!last) return [];
  const lastAt = new Date(last.created_at);
  const after = or(
    gt(trainReports.createdAt, lastAt),
    and(eq(trainReports.createdAt, lastAt), gt(trainReports.id, last.id)),
  );
  const records = await db
    .select()
    .from(trainReports)
    .where(
      and(
        gt(trainReports.createdAt, windowStart),
        after,
        station && eq(trainReports.lineId, station.lineId),
        station && eq(trainReports.stationId, station.stationId),
        stillCounts(),
      ),
    )
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  return records.map(toReportRow);
}

/** Every report stamped after `since` that still counts, oldest first: what the streams read to catch up. */
export async function reportsCreatedAfter(db: Db, since: Date): Promise<ReportRow[]> {
  const records = await db
    .select()
    .from(trainReports)
    .where(and(gt(trainReports.createdAt, since), stillCounts()))
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  return records.map(toReportRow);
}

/** The line's reports stamped after `since` that still count, oldest first: what its estimates learn from. */
export async function lineReportsSince(db: Db, lineId: string, since: Date): Promise<ReportRow[]> {
  const records = await db
    .select()
    .from(trainReports)
    .where(and(eq(trainReports.lineId, lineId), gt(trainReports.createdAt, since), stillCounts()))
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  return records.map(toReportRow);
}

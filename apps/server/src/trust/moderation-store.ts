import {
  type AuditAction,
  type AuditEntry,
  type ModeratedReport,
  TRUST_RULES,
  type WithdrawalReason,
} from "@riles/core";
import { and, desc, eq, gt, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accountSuspensions, moderationAudit, moderators, trainReports, user } from "#server/db/schema.ts";
import { toReportRow } from "#server/reports/report-record.ts";
import { notifyStandingChange, reportStanding } from "./report-standing";
import { confirmedBy, disputedBy, stillCounts } from "./still-counts";
import { suspendedUntil, suspensionInForce } from "./suspensions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the moderation screen lists reports, and how many at most. */
const LISTED_SINCE_MS = DAY_MS;
const LISTED_MAX = 200;
const AUDIT_SHOWN = 100;

export interface Moderator {
  userId: string;
  email: string;
}

export async function isModerator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: moderators.userId })
    .from(moderators)
    .where(eq(moderators.userId, userId));
  return row !== undefined;
}

export async function audit(
  db: Pick<Db, "insert">,
  entry: {
    at: Date;
    moderatorEmail: string | null;
    action: AuditAction;
    reportId?: string;
    targetUserId?: string | null;
    reason?: string;
    until?: Date;
  },
): Promise<void> {
  await db.insert(moderationAudit).values(entry);
}

export type ModerationResult<T = void> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 404 | 403 | 409;
      refusal:
        | "reportNotFound"
        | "moderationOwnReport"
        | "reportAlreadyHidden"
        | "reportNotHidden"
        | "accountAlreadySuspended"
        | "suspensionNotFound";
    };

/** The report, locked for this transaction; refused when unknown or the moderator's own. */
async function targetReport(tx: Tx, reportId: string, moderator: Moderator) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vote:${reportId}`}))`);
  const standing = await reportStanding(tx, reportId);
  if (!standing) return { ok: false as const, status: 404 as const, refusal: "reportNotFound" as const };
  if (standing.userId === moderator.userId)
    return { ok: false as const, status: 403 as const, refusal: "moderationOwnReport" as const };
  return { ok: true as const, standing };
}

/** Hides a report (it stops counting, and stays stored) or lifts the hide; audited with the reason. */
export async function setHidden(
  db: Db,
  reportId: string,
  hidden: boolean,
  reason: string,
  moderator: Moderator,
  now: Date,
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const target = await targetReport(tx, reportId, moderator);
    if (!target.ok) return target;
    const [record] = await tx
      .select({ hiddenAt: trainReports.hiddenAt })
      .from(trainReports)
      .where(eq(trainReports.id, reportId));
    if (hidden && record?.hiddenAt) return { ok: false, status: 409, refusal: "reportAlreadyHidden" };
    if (!hidden && !record?.hiddenAt) return { ok: false, status: 409, refusal: "reportNotHidden" };
    await tx
      .update(trainReports)
      .set(hidden ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(trainReports.id, reportId));
    await audit(tx, {
      at: now,
      moderatorEmail: moderator.email,
      action: hidden ? "hide" : "unhide",
      reportId,
      targetUserId: target.standing.userId,
      reason,
    });
    const after = await reportStanding(tx, reportId);
    if (after?.withdrawn !== target.standing.withdrawn) await notifyStandingChange(tx, reportId);
    return { ok: true, value: undefined };
  });
}

/**
 * Suspends the account behind a report for `days`: its new reports and votes are refused until then, and
 * its reports of the 24 hours before stop counting until the suspension is lifted. Audited.
 */
export async function suspendReporter(
  db: Db,
  reportId: string,
  days: number,
  reason: string,
  moderator: Moderator,
  now: Date,
): Promise<ModerationResult<{ until: Date }>> {
  return db.transaction(async (tx) => {
    const target = await targetReport(tx, reportId, moderator);
    if (!target.ok) return target;
    const userId = target.standing.userId;
    // A deleted account's reports are linked to nobody: there is no account left to suspend.
    if (!userId) return { ok: false, status: 404, refusal: "reportNotFound" };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    if (await suspendedUntil(tx, userId, now))
      return { ok: false, status: 409, refusal: "accountAlreadySuspended" };
    const until = new Date(now.getTime() + days * DAY_MS);
    const [suspension] = await tx
      .insert(accountSuspensions)
      .values({ userId, startsAt: now, until, reason })
      .returning({ id: accountSuspensions.id });
    if (!suspension) throw new Error("insert returned no row");
    const stamp = (which: SQL | undefined) =>
      tx
        .update(trainReports)
        .set({ suspensionId: suspension.id })
        .where(
          and(
            eq(trainReports.userId, userId),
            gte(trainReports.createdAt, new Date(now.getTime() - TRUST_RULES.suspensionLookbackMs)),
            which,
          ),
        );
    const withdrawn = await stamp(stillCounts()).returning({ id: trainReports.id });
    // Reports already withdrawn otherwise are stamped too: lifting must not bring back a hidden one.
    await stamp(isNull(trainReports.suspensionId));
    await audit(tx, {
      at: now,
      moderatorEmail: moderator.email,
      action: "suspend",
      reportId,
      targetUserId: userId,
      reason,
      until,
    });
    for (const { id } of withdrawn) await notifyStandingChange(tx, id);
    return { ok: true, value: { until } };
  });
}

/** Lifts a suspension in force: the account may report again, and its withdrawn reports count again. */
export async function liftSuspension(
  db: Db,
  suspensionId: string,
  reason: string,
  moderator: Moderator,
  now: Date,
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [suspension] = await tx
      .update(accountSuspensions)
      .set({ liftedAt: now })
      .where(and(eq(accountSuspensions.id, suspensionId), isNull(accountSuspensions.liftedAt)))
      .returning({ userId: accountSuspensions.userId });
    if (!suspension) return { ok: false, status: 404, refusal: "suspensionNotFound" };
    const restored = await tx
      .update(trainReports)
      .set({ suspensionId: null })
      .where(eq(trainReports.suspensionId, suspensionId))
      .returning({ id: trainReports.id });
    await audit(tx, {
      at: now,
      moderatorEmail: moderator.email,
      action: "lift-suspension",
      targetUserId: suspension.userId,
      reason,
    });
    for (const { id } of restored) await notifyStandingChange(tx, id);
    return { ok: true, value: undefined };
  });
}

function withdrawalOf(record: typeof trainReports.$inferSelect, counts: boolean): WithdrawalReason | null {
  if (record.hiddenAt) return "hidden";
  if (record.suspensionId) return "suspended";
  return counts ? null : "disputed";
}

/** The moderation screen: reports of the last 24 hours, newest first, with their accounts; the audit log. */
export async function moderationOverview(db: Db, moderator: Moderator, now: Date) {
  const since = new Date(now.getTime() - LISTED_SINCE_MS);
  const rows = await db
    .select({
      record: trainReports,
      confirmed_by: confirmedBy,
      disputed_by: disputedBy,
      counts: sql<boolean>`${stillCounts()}`,
      accountCreatedAt: user.createdAt,
    })
    .from(trainReports)
    .leftJoin(user, eq(user.id, trainReports.userId))
    .where(gt(trainReports.createdAt, since))
    .orderBy(desc(trainReports.createdAt), desc(trainReports.id))
    .limit(LISTED_MAX);
  const userIds = [...new Set(rows.flatMap((row) => (row.record.userId ? [row.record.userId] : [])))];
  const accounts = await accountFacts(db, userIds, now);
  const reports: ModeratedReport[] = rows.map(
    ({ record, confirmed_by, disputed_by, counts, accountCreatedAt }) => {
      const facts = record.userId ? accounts.get(record.userId) : undefined;
      const withdrawn = withdrawalOf(record, counts);
      return {
        report: toReportRow(record),
        confirmed_by,
        disputed_by,
        counts: withdrawn === null,
        own: record.userId === moderator.userId,
        hidden: record.hiddenAt
          ? { reason: record.hiddenReason ?? "", at: record.hiddenAt.toISOString() }
          : null,
        reporter:
          record.userId && accountCreatedAt
            ? {
                account_created_at: accountCreatedAt.toISOString(),
                reports_last_24h: facts?.reportsLast24h ?? 0,
                disputed_reports: facts?.disputedReports ?? 0,
                suspension: facts?.suspension ?? null,
              }
            : null,
      };
    },
  );
  const log = await db
    .select()
    .from(moderationAudit)
    .orderBy(desc(moderationAudit.at), desc(moderationAudit.id))
    .limit(AUDIT_SHOWN);
  const auditEntries: AuditEntry[] = log.map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    moderator: entry.moderatorEmail,
    action: entry.action as AuditAction,
    report_id: entry.reportId,
    reason: entry.reason,
    until: entry.until?.toISOString() ?? null,
  }));
  return { reports, audit: auditEntries };
}

/** Per account: reports of the last 24 hours, reports riders disputed away, the suspension in force. */
async function accountFacts(db: Db, userIds: string[], now: Date) {
  const facts = new Map<
    string,
    {
      reportsLast24h: number;
      disputedReports: number;
      suspension: { id: string; until: string; reason: string } | null;
    }
  >();
  if (userIds.length === 0) return facts;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const counts = await db
    .select({
      userId: trainReports.userId,
      recent: sql<number>`count(*) filter (where ${trainReports.createdAt} > ${dayAgo.toISOString()}::timestamptz)::int`,
      disputed: sql<number>`count(*) filter (where ${disputedBy} >= ${TRUST_RULES.disputesToWithdraw} and ${disputedBy} > ${confirmedBy})::int`,
    })
    .from(trainReports)
    .where(inArray(trainReports.userId, userIds))
    .groupBy(trainReports.userId);
  for (const row of counts) {
    if (row.userId)
      facts.set(row.userId, { reportsLast24h: row.recent, disputedReports: row.disputed, suspension: null });
  }
  const suspensions = await db
    .select()
    .from(accountSuspensions)
    .where(and(inArray(accountSuspensions.userId, userIds), suspensionInForce(now)));
  for (const suspension of suspensions) {
    const entry = suspension.userId ? facts.get(suspension.userId) : undefined;
    if (entry)
      entry.suspension = {
        id: suspension.id,
        until: suspension.until.toISOString(),
        reason: suspension.reason,
      };
  }
  return facts;
}

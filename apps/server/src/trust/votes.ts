import { REPORT_WINDOW_MS, type Refusal, type ReportVotes, VOTES, type Vote } from "@riles/core";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { reportVotes } from "#server/db/schema.ts";
import { notifyStandingChange, type ReportStanding, reportStanding } from "./report-standing";
import { suspendedUntil } from "./suspensions";

type VoteResult =
  | { ok: true; votes: ReportVotes; line_id: string; station_id: string }
  | { ok: false; status: 403 | 404 | 409; refusal: "voteOwnReport" | "reportNotFound" | "voteWindowOver" }
  | { ok: false; status: 403; refusal: Extract<Refusal, { code: "accountSuspended" }> };

async function mineOf(db: Db, reportId: string, userId: string | null): Promise<Vote | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ vote: reportVotes.vote })
    .from(reportVotes)
    .where(and(eq(reportVotes.reportId, reportId), eq(reportVotes.userId, userId)));
  return row && (VOTES as readonly string[]).includes(row.vote) ? (row.vote as Vote) : null;
}

/**
 * A report's votes as the asker sees them; null for an unknown report or one a moderator withdrew (it
 * shows nowhere, so it has no votes to show).
 */
export async function readVotes(
  db: Db,
  reportId: string,
  userId: string | null,
): Promise<ReportVotes | null> {
  const standing = await reportStanding(db, reportId);
  if (!standing || standing.withdrawn === "hidden" || standing.withdrawn === "suspended") return null;
  return {
    confirmed_by: standing.confirmed_by,
    disputed_by: standing.disputed_by,
    counts: standing.withdrawn === null,
    mine: await mineOf(db, reportId, userId),
    own: userId !== null && standing.userId === userId,
  };
}

/**
 * A rider's confirmation is what backs a lone cancellation (decision 135): phones that hold the report are
 * told when it starts or stops being backed, so the stations after it heed it (or stop) without a reload.
 */
function backingChanged(before: ReportStanding, after: ReportStanding): boolean {
  return after.row.status === "cancelled" && before.confirmed_by > 0 !== after.confirmed_by > 0;
}

/**
 * Records (or changes) a rider's vote on another rider's report of the last 30 minutes, in one transaction
 * serialised per report, and tells every process when the report starts or stops counting.
 */
export async function castVote(
  db: Db,
  reportId: string,
  userId: string,
  vote: Vote,
  now: Date,
): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const until = await suspendedUntil(tx, userId, now);
    if (until) {
      return {
        ok: false,
        status: 403,
        refusal: { code: "accountSuspended", params: { until: until.toISOString() } },
      };
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vote:${reportId}`}))`);
    const before = await reportStanding(tx, reportId);
    if (!before || before.withdrawn === "hidden" || before.withdrawn === "suspended")
      return { ok: false, status: 404, refusal: "reportNotFound" };
    if (before.userId === userId) return { ok: false, status: 403, refusal: "voteOwnReport" };
    const createdMs = Date.parse(before.row.created_at);
    if (!(createdMs > now.getTime() - REPORT_WINDOW_MS && createdMs <= now.getTime()))
      return { ok: false, status: 409, refusal: "voteWindowOver" };
    await tx
      .insert(reportVotes)
      .values({ reportId, userId, vote, votedAt: now })
      .onConflictDoUpdate({
        target: [reportVotes.reportId, reportVotes.userId],
        set: { vote, votedAt: now },
      });
    const after = await reportStanding(tx, reportId);
    if (!after) throw new Error("a voted report vanished within its transaction");
    if (after.withdrawn !== before.withdrawn || backingChanged(before, after))
      await notifyStandingChange(tx, reportId);
    return {
      ok: true,
      line_id: after.row.line_id,
      station_id: after.row.station_id,
      votes: {
        confirmed_by: after.confirmed_by,
        disputed_by: after.disputed_by,
        counts: after.withdrawn === null,
        mine: vote,
        own: false,
      },
    };
  });
}

import { createHash } from "node:crypto";
import type { AccuracyTally, LineId } from "@riles/core";
import { gte, lt } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { accuracyDays } from "#server/db/schema.ts";

/**
 * A line's service day as last scored: how many of its reports (the first, in order) the tally covers,
 * their digest, the tally, and whether it was scored whole after the day was over.
 */
export interface ScoredDay {
  count: number;
  digest: string;
  tally: AccuracyTally;
  final: boolean;
}

export const scoredDayKey = (lineId: string, dayStartMs: number) => `${lineId}:${dayStartMs}`;

/** Names a run of reports by their ids, in order: a report hidden, withdrawn or restored changes it. */
export function reportsDigest(ids: readonly string[]): string {
  return createHash("sha256").update(ids.join(",")).digest("base64url");
}

/** The days scored from `sinceMs` on, by scoredDayKey, as this or another process last stored them. */
export async function storedScoredDays(db: Db, sinceMs: number): Promise<Map<string, ScoredDay>> {
  const rows = await db
    .select()
    .from(accuracyDays)
    .where(gte(accuracyDays.dayStart, new Date(sinceMs)));
  return new Map(
    rows.map((row) => [
      scoredDayKey(row.lineId, row.dayStart.getTime()),
      {
        count: row.reportCount,
        digest: row.reportsDigest,
        final: row.final,
        tally: {
          reports: row.reports,
          scored: row.scored,
          accurate: row.accurate,
          detectable: row.detectable,
        },
      },
    ]),
  );
}

export async function storeScoredDay(
  db: Db,
  lineId: LineId,
  dayStartMs: number,
  day: ScoredDay,
): Promise<void> {
  const values = {
    reportCount: day.count,
    reportsDigest: day.digest,
    final: day.final,
    ...day.tally,
  };
  await db
    .insert(accuracyDays)
    .values({ lineId, dayStart: new Date(dayStartMs), ...values })
    .onConflictDoUpdate({ target: [accuracyDays.lineId, accuracyDays.dayStart], set: values });
}

/** Days before the published window are of no further use. */
export async function forgetScoredDaysBefore(db: Db, windowStartMs: number): Promise<void> {
  await db.delete(accuracyDays).where(lt(accuracyDays.dayStart, new Date(windowStartMs)));
}

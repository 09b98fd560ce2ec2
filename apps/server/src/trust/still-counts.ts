import { TRUST_RULES } from "@riles/core";
import { type SQL, sql } from "drizzle-orm";
import { trainReports } from "#server/db/schema.ts";

/**
 * Riders who confirmed / disputed the report of the current `train_reports` row: a correlated subquery,
 * usable in a select list.
 */
export const confirmedBy = sql<number>`(select count(*)::int from report_votes v where v.report_id = ${trainReports.id} and v.vote = 'confirm')`;
export const disputedBy = sql<number>`(select count(*)::int from report_votes v where v.report_id = ${trainReports.id} and v.vote = 'dispute')`;

/** Riders disputed the report of a `report_votes v` group away (core's isDisputedAway). */
const disputedAway = sql`count(*) filter (where v.vote = 'dispute') >= ${TRUST_RULES.disputesToWithdraw}
      and count(*) filter (where v.vote = 'dispute') > count(*) filter (where v.vote = 'confirm')`;

/**
 * "Reports that still count": the one predicate every reader of reports applies (the station's reports,
 * the stream's replay, line status, GTFS-Realtime, the published accuracy, crowding). A report stops
 * counting when a moderator hid it, when a suspension of its account withdrew it, or when riders disputed
 * it away: at least TRUST_RULES.disputesToWithdraw disputes and more disputes than confirmations (core's
 * isDisputedAway; docs/decisions/040-reports-people-can-trust.md). It always stays stored, for the audit.
 */
export function stillCounts(): SQL {
  return sql`(${trainReports.hiddenAt} is null and ${trainReports.suspensionId} is null and not exists (
    select 1 from report_votes v where v.report_id = ${trainReports.id}
    group by v.report_id
    having ${disputedAway}
  ))`;
}

/**
 * The same predicate for a read of many reports at once (usual crowding's summary): the reports disputed
 * away are found once, in one pass over the votes, rather than once per report read.
 */
export function stillCountsInBulk(): SQL {
  return sql`(${trainReports.hiddenAt} is null and ${trainReports.suspensionId} is null and ${trainReports.id} not in (
    select v.report_id from report_votes v group by v.report_id having ${disputedAway}
  ))`;
}

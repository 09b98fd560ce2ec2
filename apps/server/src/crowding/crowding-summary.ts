import { CROWDING_MIN_RIDERS } from "@riles/core";
import { and, count, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { crowdingHours, crowdingSummarisedHours, trainReports } from "#server/db/schema.ts";
import { stillCountsInBulk } from "#server/trust/still-counts.ts";
import { crowdingHoursOf, HOUR_MS } from "./crowding-hours";
import { ridersLatestReports } from "./one-voice-per-rider";

/** The advisory lock the triggers of migration 0008 take shared: summarising waits for writes in flight. */
const SUMMARY_LOCK = 4_726_026;
/** Hours summarised per statement: a first summary of 8 weeks stays far from the statement time limit. */
const HOURS_PER_STATEMENT = 24;

type Tx = Pick<Db, "execute" | "select" | "selectDistinctOn" | "insert" | "delete">;

/**
 * Brings usual crowding's hourly summary up to date for the window at `now`: every whole hour of the
 * window that has no up-to-date summary (new since the last recomputation, or forgotten by a trigger
 * because one of its reports or votes changed) is summarised again from its reports that still count, one
 * per rider,
 * and hours the window has left are dropped (docs/decisions/047-crowding-now-and-summary.md). Each run of
 * at most a day is its own short transaction under the lock, so reports written meanwhile wait for one
 * run at most, never for a first summary of 8 weeks.
 */
export async function summariseHours(db: Db, now: Date): Promise<void> {
  const { firstWhole, current } = crowdingHoursOf(now);
  const summarised = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.delete(crowdingHours).where(lt(crowdingHours.hourStart, firstWhole));
    await tx.delete(crowdingSummarisedHours).where(lt(crowdingSummarisedHours.hourStart, firstWhole));
    return tx
      .select({ hourStart: crowdingSummarisedHours.hourStart })
      .from(crowdingSummarisedHours)
      .where(
        and(
          gte(crowdingSummarisedHours.hourStart, firstWhole),
          lt(crowdingSummarisedHours.hourStart, current),
        ),
      );
  });
  const done = new Set(summarised.map((row) => row.hourStart.getTime()));
  for (const [from, to] of missingRuns(firstWhole.getTime(), current.getTime(), done)) {
    await db.transaction(async (tx) => {
      await lock(tx);
      await summarise(tx, new Date(from), new Date(to));
    });
  }
}

const lock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK})`);

/** The hours of [from, to) not in `done`, as runs of at most HOURS_PER_STATEMENT consecutive hours. */
function missingRuns(from: number, to: number, done: ReadonlySet<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (let hour = from; hour < to; hour += HOUR_MS) {
    if (done.has(hour)) continue;
    const last = runs.at(-1);
    if (last && last[1] === hour && hour - last[0] < HOURS_PER_STATEMENT * HOUR_MS) last[1] += HOUR_MS;
    else runs.push([hour, hour + HOUR_MS]);
  }
  return runs;
}

async function summarise(tx: Tx, from: Date, to: Date): Promise<void> {
  const reports = ridersLatestReports(
    tx,
    and(gte(trainReports.createdAt, from), lt(trainReports.createdAt, to), stillCountsInBulk()),
  );
  // All the threshold needs to know of the hour's riders (docs/decisions/134-usual-crowding-needs-three-riders.md).
  const someRiders = sql<string[]>`(array_agg(${reports.rider}))[1:${sql.raw(String(CROWDING_MIN_RIDERS))}]`;
  const levelCount = (level: string): SQL<number> =>
    sql<number>`${count()} filter (where ${reports.crowdLevel} = ${level})`;
  await tx
    .delete(crowdingHours)
    .where(and(gte(crowdingHours.hourStart, from), lt(crowdingHours.hourStart, to)));
  await tx.insert(crowdingHours).select(
    tx
      .select({
        hourStart: reports.hourStart,
        lineId: reports.lineId,
        stationId: reports.stationId,
        direction: reports.direction,
        empty: levelCount("empty").as("empty"),
        moderate: levelCount("moderate").as("moderate"),
        crowded: levelCount("crowded").as("crowded"),
        packed: levelCount("packed").as("packed"),
        riders: someRiders.as("riders"),
      })
      .from(reports)
      .groupBy(reports.hourStart, reports.lineId, reports.stationId, reports.direction),
  );
  const hours = [];
  for (let hour = from.getTime(); hour < to.getTime(); hour += HOUR_MS) {
    hours.push({ hourStart: new Date(hour) });
  }
  // Another server process may have summarised the same hours since this one listed them.
  await tx.insert(crowdingSummarisedHours).values(hours).onConflictDoNothing();
}

import { type LineReport, simulateSecondWorldDay } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { storeReportsAsSent } from "./stored-reports";

/** Riders who report two and a half times as late as the second world's: far from issue 21's description. */
const RIDER_LAG_SCALE = 2.5;

/** A simulated LRT-2 day of the second world at 10 % reported, its riders late. */
export function lateRidersDay(date: string, seed: number, kind: "timetable" | "headway") {
  return simulateSecondWorldDay({
    lineId: "lrt2",
    date,
    seed,
    kind,
    reportShare: 0.1,
    riderLagScale: RIDER_LAG_SCALE,
  });
}

/** The week before Tuesday 2026-11-24 on LRT-2: five days that kept the timetable, with late riders. */
export const lateRidersWeek = ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"].map(
  (date, index) => lateRidersDay(date, index + 1, "timetable"),
);

/** Stores LRT-2 reports with the times they carry, each by no account. */
export function storeLrt2Reports(db: Db, reports: readonly LineReport[]): Promise<void> {
  return storeReportsAsSent(
    db,
    reports.map(({ id: _, ...report }) => ({ ...report, line_id: "lrt2" as const })),
  );
}

import {
  type LineSightings,
  lineSightingsAnswer,
  lineSightingsSchema,
  manilaDayStartMs,
  pastDayHabits,
  pooledPastHabits,
  type ReportRow,
} from "@riles/core";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trainReports } from "#server/db/schema.ts";
import { toReportRow } from "#server/reports/report-record.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { lateRidersDay } from "#server/testing/late-riders-weeks.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { storeReportsAsSent } from "#server/testing/stored-reports.ts";
import type { TestClient } from "#server/testing/test-server.ts";
import { setModerator } from "#server/trust/moderator-roles.ts";

// Tuesday 2026-11-24, 10:00 in Manila. The day before, LRT-2 kept its timetable with late riders, and one
// account sent a dozen reports of its own in the afternoon (within a suspension's 24 hours).
let now = new Date("2026-11-24T10:00:00+08:00");
const server = serverForThisFile({ clock: () => now });
const MINUTE_MS = 60_000;
const yesterday = lateRidersDay("2026-11-23", 1, "timetable");
const LATE_ACCOUNT = "late-account";
const lateAccountsReports = yesterday.reports
  .filter((report) => Date.parse(report.created_at) >= Date.parse("2026-11-23T14:00:00+08:00"))
  .slice(0, 12)
  .map((report) => ({
    ...report,
    created_at: new Date(Date.parse(report.created_at) + 4 * MINUTE_MS).toISOString(),
  }));

/** Yesterday's reports as stored, with the account that sent each. */
let stored: (ReportRow & { reporter: string | null })[] = [];
let moderator: TestClient;

/** The lag a phone is given this morning when yesterday's riders are learned without `withdrawn`. */
function lagWithout(
  withdrawn: (report: { id: string; reporter: string | null }) => boolean,
): number | undefined {
  const endOfYesterday = new Date(manilaDayStartMs(now) - 1);
  const learned = pastDayHabits(
    "lrt2",
    stored.filter((report) => !withdrawn(report)),
    endOfYesterday,
  );
  return lineSightingsAnswer("lrt2", [], now, pooledPastHabits([learned])).sighting_lag_ms;
}

async function lagShown(): Promise<number | undefined> {
  const response = await fetch(`${server.url}/api/sightings?line=lrt2`);
  expect(response.status).toBe(200);
  const answer: LineSightings = lineSightingsSchema.parse(await response.json());
  return answer.sighting_lag_ms;
}

const moderate = async (path: string, body: object) => {
  const response = await moderator.postJson(`/api/moderation/${path}`, body);
  expect(response.status, path).toBe(200);
};

beforeAll(async () => {
  await storeReportsAsSent(server.database.drizzle, [
    ...yesterday.reports.map(({ id: _, ...report }) => ({ ...report, line_id: "lrt2" as const })),
    ...lateAccountsReports.map(({ id: _, ...report }) => ({
      ...report,
      line_id: "lrt2" as const,
      rider: LATE_ACCOUNT,
    })),
  ]);
  const records = await server.database.drizzle
    .select()
    .from(trainReports)
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  stored = records.map((record) => ({ ...toReportRow(record), reporter: record.userId }));
  moderator = await signedInClient(server, "mod@example.ph");
  expect(await setModerator(server.database.drizzle, "mod@example.ph", true, now)).toBe("granted");

  // The first ask starts reading the past weeks; the answer, kept a minute, shows them once read.
  const everyone = lagWithout(() => false);
  for (let minutes = 1; (await lagShown()) !== everyone; minutes++) {
    if (minutes > 60) throw new Error("yesterday's riders were not pooled");
    now = new Date(now.getTime() + MINUTE_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

describe("the past weeks' riders, as moderators act", () => {
  it("leave out a report a moderator hides at once, and count it again once the hide is lifted", async () => {
    const everyone = lagWithout(() => false);
    // A report whose absence moves the lag a phone is given (most do, by a few milliseconds).
    const hidden = stored.find(({ id }) => lagWithout((report) => report.id === id) !== everyone);
    if (!hidden) throw new Error("no report of yesterday moves the pooled lag");
    const withoutIt = lagWithout((report) => report.id === hidden.id);

    // The clock stands still: nothing waits for the answer's minute or for a new day.
    await moderate(`reports/${hidden.id}/hide`, { reason: "made up" });
    await expect.poll(lagShown, { timeout: 10_000, interval: 100 }).toBe(withoutIt);

    await moderate(`reports/${hidden.id}/unhide`, { reason: "it was right" });
    await expect.poll(lagShown, { timeout: 10_000, interval: 100 }).toBe(everyone);
  }, 30_000);

  it("leave out the reports a suspension withdraws from an account, at once", async () => {
    const withoutAccount = lagWithout((report) => report.reporter === LATE_ACCOUNT);
    expect(withoutAccount).not.toBe(lagWithout(() => false));
    const [ofTheAccount] = stored.filter((report) => report.reporter === LATE_ACCOUNT);
    await moderate(`reports/${ofTheAccount?.id}/suspend`, { reason: "reports late on purpose", days: 1 });
    await expect.poll(lagShown, { timeout: 10_000, interval: 100 }).toBe(withoutAccount);
  }, 30_000);
});

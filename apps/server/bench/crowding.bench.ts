/**
 * Usual crowding on a real PostgreSQL (a throwaway cluster), with 250,000, 500,000 and then 1,000,000
 * reports spread over the 8 weeks before `now` across every station and direction:
 * then 1,000,000 more from the 8 weeks before those (history the window leaves out):
 * - a recomputation as the server does it every 5 minutes (computeCrowding: the hourly summary brought up
 *   to date, one grouped read of it and of the two partial hours, then core), median of 3, as a ratio to
 *   counting the same window's reports. Target < 2 s. Measured with the summary up to date, after a
 *   moderator hid 100 reports of 100 different hours (each hour summarised again), and from no summary at
 *   all (the first recomputation after the migration, or after the summary tables were emptied).
 * - GET /api/crowding at 50 connections for 10 s (autocannon) from the cache, against GET /api/health (one
 *   database round trip) in the same run. Target p99 < 50 ms.
 * Writes bench/results/crowding.json. Run: npm run bench -w @riles/server
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CROWDING_WINDOW_MS, crowdingWindowStart, LINES, servingDirections } from "@riles/core";
import autocannon from "autocannon";
import { and, count, gt, inArray, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "#server/config/env.ts";
import { computeCrowding } from "#server/crowding/crowding-cache.ts";
import { crowdingQuery } from "#server/crowding/crowding-reports.ts";
import { openDatabase } from "#server/db/open-database.ts";
import * as schema from "#server/db/schema.ts";
import { crowdingHours, crowdingSummarisedHours, trainReports } from "#server/db/schema.ts";
import { startPgCluster } from "#server/testing/pg-cluster.ts";
import { startServerProcess } from "#server/testing/server-process.ts";
import { benchEnv } from "./bench-setup";

const STEPS = [250_000, 500_000, 1_000_000];
const OLDER_REPORTS = 1_000_000;
const RUNS = 3;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const now = new Date("2026-11-24T18:20:00+08:00");

const cluster = await startPgCluster();
const dataDir = mkdtempSync(join(tmpdir(), "riles-crowding-bench-"));
const env = benchEnv(cluster, dataDir, now);
// Migrated as the server does; timed through a pool without the server's 4 s limit on a statement, so a
// loaded machine still gives a figure (the results say whether the server would have stopped it).
const database = await openDatabase(loadConfig(env), console.log);
const pool = new pg.Pool({ connectionString: cluster.url(), max: 2 });
const db = drizzle({ client: pool, schema });

const targets = LINES.flatMap((line) =>
  line.stations.flatMap((station) =>
    servingDirections(line.id, station.id).map((direction) => `${line.id}:${station.id}:${direction}`),
  ),
);

/**
 * `n` more reports at random instants of the 8 weeks from `windowStart`, stations, directions and crowd
 * levels, through a client of its own (the server's connections stop any statement after 4 s).
 */
async function addReports(n: number, windowStart = new Date(now.getTime() - CROWDING_WINDOW_MS)) {
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    await client.query(
      `insert into train_reports (line_id, station_id, direction, status, crowd_level, created_at)
       select split_part(target, ':', 1), split_part(target, ':', 2), split_part(target, ':', 3), 'on-time',
         (array['empty', 'moderate', 'crowded', 'packed'])[1 + floor(random() * 4)::int],
         $1::timestamptz + random() * ($2::text || ' milliseconds')::interval
       from (
         select (string_to_array($3, ','))[1 + floor(random() * $4)::int] as target
         from generate_series(1, $5)
       ) as picked`,
      [windowStart.toISOString(), CROWDING_WINDOW_MS, targets.join(","), targets.length, n],
    );
    await client.query("vacuum analyze train_reports");
  } finally {
    await client.end();
  }
}

/** The median time of RUNS runs, each after `prepare`, which is not timed. */
async function timedAfter(prepare: () => Promise<unknown>, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await prepare();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? 0;
}

const timed = (run: () => Promise<unknown>) => timedAfter(async () => {}, run);

const countWindow = () =>
  db
    .select({ n: count() })
    .from(trainReports)
    .where(and(gt(trainReports.createdAt, crowdingWindowStart(now)), lte(trainReports.createdAt, now)));

/** The plan's ways into the summary and into train_reports for the server's grouped read. */
async function howTheWindowIsRead(): Promise<string> {
  const query = crowdingQuery(db, now).toSQL();
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    const plan = await client.query(`explain ${query.sql}`, query.params);
    const text = plan.rows.map((row: Record<string, string>) => Object.values(row).join("")).join("\n");
    const scans = text.match(
      /(Bitmap Index Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan)[^\n(]*/g,
    ) ?? [text];
    return scans.map((scan) => scan.trim()).join("; ");
  } finally {
    await client.end();
  }
}

const forgetSummary = async () => {
  await db.delete(crowdingHours);
  await db.delete(crowdingSummarisedHours);
};

/** A moderator hides 100 reports of the window, each of another hour: those hours are summarised again. */
async function hide100() {
  const picked = await db.execute(sql`
    select distinct on (date_trunc('hour', created_at)) id from train_reports
    where created_at > ${crowdingWindowStart(now)} and created_at < ${new Date(now.getTime() - 3_600_000)}
      and hidden_at is null
    order by date_trunc('hour', created_at), random() limit 100`);
  const ids = (picked.rows as { id: string }[]).map((row) => row.id);
  await db
    .update(trainReports)
    .set({ hiddenAt: now, hiddenReason: "bench" })
    .where(inArray(trainReports.id, ids));
}

const summaryRows = async () => (await db.select({ n: count() }).from(crowdingHours))[0]?.n ?? 0;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    console.error(
      `${url}: ${result.non2xx} failed answers, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
    process.exitCode = 1;
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
    requests: result.requests.total,
  };
}

try {
  const recomputation = [];
  let stored = 0;
  const steps = [
    ...STEPS.map((total) => ({ total, older: 0 })),
    // A year on, most stored reports are older than 8 weeks: the recomputation never reads them.
    { total: STEPS.at(-1) ?? 0, older: OLDER_REPORTS },
  ];
  for (const { total, older } of steps) {
    if (older > 0) await addReports(older, new Date(now.getTime() - 2 * CROWDING_WINDOW_MS));
    else await addReports(total - stored);
    stored = total;
    const countMs = await timed(countWindow);
    const fromNothingMs = await timedAfter(forgetSummary, () => computeCrowding(db, now));
    // As autovacuum would between recomputations: each run above rewrote the whole summary.
    await db.execute(sql`vacuum analyze crowding_hours, crowding_summarised_hours`);
    const upToDateMs = await timed(() => computeCrowding(db, now));
    const after100HiddenMs = await timedAfter(hide100, () => computeCrowding(db, now));
    const scan = await howTheWindowIsRead();
    const rows = await summaryRows();
    recomputation.push({
      reports: total,
      olderReports: older,
      recomputeMs: upToDateMs,
      after100HiddenMs,
      fromNoSummaryMs: fromNothingMs,
      summaryRows: rows,
      countWindowMs: countMs,
      ratioToCount: upToDateMs / countMs,
      scan,
    });
    console.log(
      `${total} reports in the window${older ? ` and ${older} older` : ""} (${rows} summary rows): recomputation ${upToDateMs.toFixed(0)} ms with the summary up to date, ${after100HiddenMs.toFixed(0)} ms after 100 hidden reports, ${fromNothingMs.toFixed(0)} ms from no summary (medians of ${RUNS}); counting the window ${countMs.toFixed(0)} ms, ${(upToDateMs / countMs).toFixed(2)}x; read by ${scan}`,
    );
  }

  // Every direction's whole hours of the window: (now - 8 weeks, now] holds 56 x 24 - 1 of them.
  const summaryRowsAtMost = targets.length * (56 * 24 - 1);
  console.log(
    `How it scales: the summary holds at most ${summaryRowsAtMost} rows (directions x whole hours of the window), however many reports there are; a recomputation with it up to date reads those and the reports of 2 hours and of the hours changed since, while one from no summary grows with the reports of the window.`,
  );

  const server = await startServerProcess(env);
  try {
    const crowdingUrl = `${server.url}/api/crowding?line=mrt3&station=ayala`;
    // The first request computes the figures; the measured ones are answered from them.
    const first = await fetch(crowdingUrl);
    if (first.status !== 200) throw new Error(`GET /api/crowding answered ${first.status}`);
    await first.arrayBuffer();
    const health = await load(`${server.url}/api/health`);
    const endpoint = await load(crowdingUrl);
    const results = {
      date: new Date().toISOString(),
      machine: "2 cores shared by the load generator, the server and PostgreSQL",
      database: "PostgreSQL (throwaway cluster)",
      recomputation,
      summaryRowsAtMost,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      reports: stored,
      baselineHealth: health,
      getCrowding: { ...endpoint, ratioToBaseline: endpoint.requestsPerSecond / health.requestsPerSecond },
    };
    console.log(
      `baseline GET /api/health: ${health.requestsPerSecond.toFixed(0)} req/s, p99 ${health.p99Ms} ms`,
    );
    console.log(
      `GET /api/crowding with ${stored} reports: ${endpoint.requestsPerSecond.toFixed(0)} req/s, p99 ${endpoint.p99Ms} ms, ${results.getCrowding.ratioToBaseline.toFixed(2)}x baseline`,
    );
    const resultsDir = new URL("./results/", import.meta.url);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(new URL("crowding.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
  }
} finally {
  await pool.end();
  await database.close();
  cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

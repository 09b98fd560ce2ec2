/**
 * The API under load on a real PostgreSQL (a throwaway cluster from the Debian binaries). The load
 * generator (this process) shares the machine's cores with the server and PostgreSQL: figures are kept
 * as ratios to baselines measured in the same run where they can be.
 * - GET /api/reports for a station with 200 reports in its half hour, 50 connections (autocannon): requests
 *   per second and p99, as a ratio to the same SELECT sent through `pg` directly by 50 callers over a pool
 *   of the server's size, and to a plain node:http server answering the same bytes, head and body, from
 *   memory (the ceiling, bench/plain-memory-server.mjs) under the same load, in turns of 2 s; a bare
 *   server answering the body under a minimal head shows what the headers cost. Targets (issue 23): >= 3x
 *   the SELECT, >= 0.8x the ceiling, p99 at most half the SELECT's.
 * - POST /api/reports from 100 signed-in users x 20 reports each: rows stored must equal the 201 answers.
 * - Fan-out: 1,000 and 10,000 stream clients of one station on one process; how long until 99% have a
 *   new report (target < 1 s) and the server's RSS (target < 400 MB).
 * - Two processes on one PostgreSQL: 100 reports posted to A, p99 until B's stream clients have each.
 * Writes bench/results/api.json. Run: npm run bench -w @riles/server
 */

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { REPORT_WINDOW_MS } from "@riles/core";
import autocannon from "autocannon";
import { and, count, desc, eq, gt, like } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "#server/config/env.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { trainReports, user } from "#server/db/schema.ts";
import { startPgCluster } from "#server/testing/pg-cluster.ts";
import { DELAYED_REPORT, reportInput } from "#server/testing/report-posters.ts";
import { startServerProcess } from "#server/testing/server-process.ts";
import { benchEnv, benchSessionCookies, NO_REPORT_LIMITS } from "./bench-setup";
import { openStreamClients, percentile } from "./stream-clients";

const DURATION_SECONDS = 10;
const ROUND_SECONDS = 2;
const CONNECTIONS = 50;
const REPORTS_IN_WINDOW = 200;
const POSTING_USERS = 100;
const REPORTS_PER_USER = 20;
const SERVER_POOL_SIZE = 10;
const FAN_OUT_CLIENTS = [1000, 10_000];
const CROSS_PROCESS_REPORTS = 100;
const CROSS_PROCESS_CLIENTS = 20;
const STATION_STREAM = "/api/reports/stream?line=lrt1&station=edsa";
const now = new Date("2026-11-24T00:03:00.000Z");

const cluster = await startPgCluster();
const dataDir = mkdtempSync(join(tmpdir(), "riles-bench-"));
// Every stream client is on loopback: one address.
const env = benchEnv(cluster, dataDir, now, { ...NO_REPORT_LIMITS, STREAM_MAX_PER_ADDRESS: "20000" });
const database = await openDatabase(loadConfig(env), console.log);
const server = await startServerProcess(env);

await database.drizzle
  .insert(user)
  .values({ id: "bench", name: "bench", email: "bench@example.ph", emailVerified: true });
await database.drizzle.insert(trainReports).values(
  Array.from({ length: REPORTS_IN_WINDOW }, (_, i) => ({
    lineId: "lrt1",
    stationId: "edsa",
    direction: i % 2 ? "northbound" : "southbound",
    status: "on-time",
    crowdLevel: "moderate",
    createdAt: new Date(now.getTime() - i * 8_000),
    userId: "bench",
  })),
);

/** Requests per second and p99 over `rounds` autocannon runs of `seconds` each. */
interface GetLoad {
  requests: number;
  seconds: number;
  p99Ms: number;
}

async function loadGet(url: string, seconds: number, so: GetLoad): Promise<void> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} failed answers`);
  so.requests += result.requests.total;
  so.seconds += seconds;
  // Percentiles of separate runs do not combine: the worse one stands for both.
  so.p99Ms = Math.max(so.p99Ms, result.latency.p99);
}

const perSecond = ({ requests, seconds, p99Ms }: GetLoad) => ({
  requestsPerSecond: requests / seconds,
  p99Ms,
});

/**
 * The server's own query for a station (drizzle renders it, as report-store's stationReportsSince does),
 * sent straight through pg by CONNECTIONS callers: what answering every GET from PostgreSQL would cost.
 */
async function measureDirectSelect() {
  const { sql, params } = database.drizzle
    .select()
    .from(trainReports)
    .where(
      and(
        eq(trainReports.lineId, "lrt1"),
        eq(trainReports.stationId, "edsa"),
        gt(trainReports.createdAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(trainReports.createdAt), desc(trainReports.id))
    .toSQL();
  const pool = new pg.Pool({ connectionString: cluster.url(), max: SERVER_POOL_SIZE });
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_SECONDS * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const answer = await pool.query(sql, params);
      if (answer.rowCount !== REPORTS_IN_WINDOW) throw new Error(`expected ${REPORTS_IN_WINDOW} rows`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / DURATION_SECONDS,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** Node.js writes these itself on every answer; the rest of the API's head is copied as it is. */
const HEADERS_NODE_WRITES = new Set(["connection", "keep-alive", "date", "transfer-encoding"]);

/** Starts bench/plain-memory-server.mjs with `args`; resolves its port and a way to stop it. */
async function startPlainServer(args: string[]) {
  const plain = spawn(
    process.execPath,
    [fileURLToPath(new URL("./plain-memory-server.mjs", import.meta.url)), "0", ...args],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    plain.stdout?.on("data", (text: Buffer) => {
      const match = /listening (\d+)/.exec(String(text));
      if (match) resolve(Number(match[1]));
    });
    plain.once("exit", () => reject(new Error("the plain server exited")));
  });
  return {
    url: `http://127.0.0.1:${port}/api/reports?line=lrt1&station=edsa`,
    stop: () => plain.kill("SIGTERM"),
  };
}

/**
 * The API's answer, then the same answer from memory on plain node:http servers under the same load, in
 * turns of ROUND_SECONDS: on a machine shared with other work, load that comes and goes then falls on all
 * alike. The ceiling sends the API's bytes, head included (the load generator parses every header, so a
 * shorter head is a different answer); the bare server sends the body with only its type and length, to show
 * what the API's headers cost (docs/decisions/078-the-reads-ceiling-sends-the-same-head.md).
 */
async function measureGetAndCeiling(url: string) {
  const sample = await fetch(url);
  const bodyFile = join(dataDir, "reports.json");
  writeFileSync(bodyFile, Buffer.from(await sample.arrayBuffer()));
  const headFile = join(dataDir, "reports-head.json");
  const head = Object.fromEntries([...sample.headers].filter(([name]) => !HEADERS_NODE_WRITES.has(name)));
  writeFileSync(headFile, JSON.stringify(head));
  const ceilingServer = await startPlainServer([bodyFile, headFile]);
  const bareServer = await startPlainServer([bodyFile]);
  try {
    const api: GetLoad = { requests: 0, seconds: 0, p99Ms: 0 };
    const ceiling: GetLoad = { requests: 0, seconds: 0, p99Ms: 0 };
    const bare: GetLoad = { requests: 0, seconds: 0, p99Ms: 0 };
    for (let round = 0; round < DURATION_SECONDS / ROUND_SECONDS; round += 1) {
      await loadGet(url, ROUND_SECONDS, api);
      await loadGet(ceilingServer.url, ROUND_SECONDS, ceiling);
      await loadGet(bareServer.url, ROUND_SECONDS, bare);
    }
    return {
      reports: perSecond(api),
      ceiling: perSecond(ceiling),
      bare: perSecond(bare),
      headerCount: Object.keys(head).length,
    };
  } finally {
    ceilingServer.stop();
    bareServer.stop();
  }
}

async function measurePosts() {
  const cookies = await benchSessionCookies(database, server.url, POSTING_USERS, "poster");
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let i = 0; i < REPORTS_PER_USER; i += 1) {
        const response = await fetch(`${server.url}/api/reports`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.url },
          body: JSON.stringify(
            reportInput({
              direction: i % 2 ? "northbound" : "southbound",
              status: "delayed",
              crowd_level: "crowded",
            }),
          ),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [stored] = await database.drizzle
    .select({ n: count() })
    .from(trainReports)
    .innerJoin(user, eq(user.id, trainReports.userId))
    .where(like(user.email, "poster-%"));
  return {
    attempted: POSTING_USERS * REPORTS_PER_USER,
    created201: statuses.get(201) ?? 0,
    otherStatuses: Object.fromEntries([...statuses].filter(([status]) => status !== 201)),
    rowsStored: stored?.n ?? 0,
    requestsPerSecond: (POSTING_USERS * REPORTS_PER_USER) / seconds,
  };
}

function postReport(url: string, cookie: string) {
  return fetch(`${url}/api/reports`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: url },
    body: JSON.stringify(DELAYED_REPORT),
  }).then(async (response) => {
    if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  });
}

/**
 * One report to `clients` stream clients of one station on a process of their own (fresh, so its memory is
 * theirs): ms until 99% and 100% had it, and the process's RSS before and with them.
 */
async function measureFanOut(clients: number, cookie: string) {
  const fresh = await startServerProcess(env);
  try {
    const rssBeforeMb = fresh.rssBytes() / 2 ** 20;
    const streams = await openStreamClients(fresh.url, STATION_STREAM, clients);
    const rssMb = fresh.rssBytes() / 2 ** 20;
    const since = performance.now();
    const arrivals = await streams.arrivalMs(await postReport(fresh.url, cookie), since, 10_000);
    streams.close();
    return {
      clients,
      received: arrivals.length,
      p99Ms: percentile(arrivals, 0.99, clients),
      allMs: percentile(arrivals, 1, clients),
      serverRssMbBefore: rssBeforeMb,
      serverRssMbWithClients: rssMb,
    };
  } finally {
    await fresh.stop();
  }
}

/** Reports posted to A, one at a time; for each, ms until every stream client of B had it. */
async function measureCrossProcess(cookie: string) {
  const other = await startServerProcess(env);
  const streams = await openStreamClients(other.url, STATION_STREAM, CROSS_PROCESS_CLIENTS);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < CROSS_PROCESS_REPORTS; i += 1) {
      const since = performance.now();
      const id = await postReport(server.url, cookie);
      const arrivals = await streams.arrivalMs(id, since, 5000);
      latencies.push(
        arrivals.length === CROSS_PROCESS_CLIENTS ? (arrivals.at(-1) ?? 0) : Number.POSITIVE_INFINITY,
      );
    }
  } finally {
    streams.close();
    await other.stop();
  }
  latencies.sort((a, b) => a - b);
  return {
    reports: CROSS_PROCESS_REPORTS,
    clientsOnB: CROSS_PROCESS_CLIENTS,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

try {
  const baseline = await measureDirectSelect();
  const reportsUrl = `${server.url}/api/reports?line=lrt1&station=edsa`;
  const { reports, ceiling, bare, headerCount } = await measureGetAndCeiling(reportsUrl);
  const posts = await measurePosts();
  const [streamer = ""] = await benchSessionCookies(database, server.url, 1, "streamer");
  const fanOut = [];
  for (const clients of FAN_OUT_CLIENTS) fanOut.push(await measureFanOut(clients, streamer));
  const crossProcess = await measureCrossProcess(streamer);
  const results = {
    date: new Date().toISOString(),
    machine: "2 cores shared by the load generator, the server(s) and PostgreSQL",
    database: "PostgreSQL (throwaway cluster)",
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    reportsInWindow: REPORTS_IN_WINDOW,
    baselineDirectSelect: baseline,
    ceilingPlainNodeHttpFromMemory: { ...ceiling, headersBesidesNodes: headerCount },
    bareNodeHttpFromMemory: { ...bare, headersBesidesNodes: 2 },
    getReports: {
      ...reports,
      ratioToBaseline: reports.requestsPerSecond / baseline.requestsPerSecond,
      ratioToCeiling: reports.requestsPerSecond / ceiling.requestsPerSecond,
      ratioToBare: reports.requestsPerSecond / bare.requestsPerSecond,
      p99ToBaselineP99: reports.p99Ms / baseline.p99Ms,
    },
    postReports: posts,
    fanOut,
    crossProcess,
  };
  console.log(
    `baseline, the same SELECT through pg: ${baseline.requestsPerSecond.toFixed(0)} q/s, p99 ${baseline.p99Ms.toFixed(1)} ms`,
  );
  console.log(
    `GET /api/reports (${REPORTS_IN_WINDOW} rows): ${reports.requestsPerSecond.toFixed(0)} req/s, p99 ${reports.p99Ms} ms, ${results.getReports.ratioToBaseline.toFixed(2)}x baseline, p99 ${results.getReports.p99ToBaselineP99.toFixed(2)}x the baseline's`,
  );
  console.log(
    `ceiling, the same bytes (the body and the API's ${headerCount} headers besides Node's own) from memory on plain node:http: ${ceiling.requestsPerSecond.toFixed(0)} req/s, p99 ${ceiling.p99Ms} ms; the API is ${results.getReports.ratioToCeiling.toFixed(2)}x of it`,
  );
  console.log(
    `bare, the body under a bare JSON head on plain node:http: ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99Ms} ms; the API is ${results.getReports.ratioToBare.toFixed(2)}x of it`,
  );
  console.log(
    `POST /api/reports: ${posts.attempted} sent, ${posts.created201} answered 201, ${posts.rowsStored} rows stored, ${posts.requestsPerSecond.toFixed(0)} req/s`,
  );
  for (const run of fanOut) {
    console.log(
      `fan-out to ${run.clients} stream clients: ${run.received} received, 99% in ${run.p99Ms.toFixed(0)} ms, all in ${run.allMs.toFixed(0)} ms; server RSS ${run.serverRssMbBefore.toFixed(0)} MB before, ${run.serverRssMbWithClients.toFixed(0)} MB with them`,
    );
  }
  console.log(
    `A to B: ${crossProcess.reports} reports to ${crossProcess.clientsOnB} clients of B, p50 ${crossProcess.p50Ms.toFixed(0)} ms, p99 ${crossProcess.p99Ms.toFixed(0)} ms`,
  );
  const resultsDir = new URL("./results/", import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(new URL("api.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);
  if (posts.rowsStored !== posts.created201) {
    console.error("Rows stored differ from 201 answers");
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await database.close();
  cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

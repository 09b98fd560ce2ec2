/**
 * The API under load on a real PostgreSQL (a throwaway cluster from the Debian binaries), with autocannon:
 * - GET /api/reports for a station with 200 reports in its half hour, 50 connections: requests per second
 *   and p99, as a ratio to a baseline measured in this same run: the very same SELECT sent through `pg`
 *   directly by 50 concurrent callers over a pool of the server's size. Targets: >= 0.5x, p99 < 50 ms.
 * - POST /api/reports from 100 signed-in users x 20 reports each (anti-spam relaxed by configuration):
 *   the rows stored must equal the 201 answers.
 * Writes bench/results/api.json. Run: npm run bench -w @riles/server
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { REPORT_WINDOW_MS } from "@riles/core";
import autocannon from "autocannon";
import { and, count, desc, eq, gt, like, lte } from "drizzle-orm";
import pg from "pg";
import { createAuth } from "../src/auth/create-auth";
import { loadConfig } from "../src/config/env";
import { openDatabase } from "../src/db/open-database";
import { trainReports, user } from "../src/db/schema";
import { freePort } from "../src/testing/free-port";
import { startPgCluster } from "../src/testing/pg-cluster";

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;
const REPORTS_IN_WINDOW = 200;
const POSTING_USERS = 100;
const REPORTS_PER_USER = 20;
const SERVER_POOL_SIZE = 10;
const now = new Date("2026-11-24T00:03:00.000Z");
const secret = "bench-secret-that-is-long-enough-for-better-auth";

/**
 * The server runs in its own process, as in production, so autocannon (in this one) does not take the
 * server's event loop; the baseline's pg callers run here too.
 */
async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 240) throw new Error("the server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const cluster = await startPgCluster();
const dataDir = mkdtempSync(join(tmpdir(), "riles-bench-"));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: cluster.url(),
  AUTH_SECRET: secret,
  NODE_ENV: "test",
  TEST_CLOCK_START: now.toISOString(),
  REPORT_SAME_TARGET_SECONDS: "0",
  REPORT_HOURLY_MAX: String(REPORTS_PER_USER),
};
const database = await openDatabase(loadConfig(env), console.log);
const server = await startServerProcess(env);

await database.db
  .insert(user)
  .values({ id: "bench", name: "bench", email: "bench@example.ph", emailVerified: true });
await database.db.insert(trainReports).values(
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

async function measureGet(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} failed answers`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** The server's own query (drizzle renders it), sent straight through pg by CONNECTIONS callers. */
async function measureDirectSelect() {
  const { sql, params } = database.db
    .select()
    .from(trainReports)
    .where(
      and(
        eq(trainReports.lineId, "lrt1"),
        eq(trainReports.stationId, "edsa"),
        gt(trainReports.createdAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
        lte(trainReports.createdAt, now),
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

/** Session cookies for confirmed users, made through better-auth itself (no HTTP sign-in rate limit). */
async function signedInCookies(): Promise<string[]> {
  const auth = createAuth({
    db: database.db,
    mailer: { send: async () => {} },
    publicUrl: server.url,
    secret,
  });
  const cookies: string[] = [];
  for (let i = 0; i < POSTING_USERS; i += 1) {
    const email = `poster-${i}@bench.example.ph`;
    const password = "bench-password";
    await auth.api.signUpEmail({ body: { email, password, name: email } });
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`no session cookie for ${email}`);
    cookies.push(cookie);
  }
  return cookies;
}

async function measurePosts() {
  const cookies = await signedInCookies();
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let i = 0; i < REPORTS_PER_USER; i += 1) {
        const response = await fetch(`${server.url}/api/reports`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.url },
          body: JSON.stringify({
            line_id: "mrt3",
            station_id: "cube",
            direction: i % 2 ? "northbound" : "southbound",
            status: "delayed",
            crowd_level: "crowded",
          }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [stored] = await database.db
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

try {
  const baseline = await measureDirectSelect();
  const reports = await measureGet(`${server.url}/api/reports?line=lrt1&station=edsa`);
  const posts = await measurePosts();
  const results = {
    date: new Date().toISOString(),
    database: "PostgreSQL (throwaway cluster)",
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    reportsInWindow: REPORTS_IN_WINDOW,
    baselineDirectSelect: baseline,
    getReports: { ...reports, ratioToBaseline: reports.requestsPerSecond / baseline.requestsPerSecond },
    postReports: posts,
  };
  console.log(
    `baseline, the same SELECT through pg: ${baseline.requestsPerSecond.toFixed(0)} q/s, p99 ${baseline.p99Ms.toFixed(1)} ms`,
  );
  console.log(
    `GET /api/reports (${REPORTS_IN_WINDOW} rows): ${reports.requestsPerSecond.toFixed(0)} req/s, p99 ${reports.p99Ms} ms, ${results.getReports.ratioToBaseline.toFixed(2)}x baseline`,
  );
  console.log(
    `POST /api/reports: ${posts.attempted} sent, ${posts.created201} answered 201, ${posts.rowsStored} rows stored, ${posts.requestsPerSecond.toFixed(0)} req/s`,
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

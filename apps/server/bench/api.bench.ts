/**
 * Throughput of the station arrivals read (GET /api/reports with a busy half hour of reports) and of the
 * health check, against a baseline route that touches no database, all on one real server in this
 * process. Prints requests per second and the ratio to the baseline; writes bench/results/api.json.
 * Run: npm run bench -w @riles/server
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../src/config/env";
import { openPgliteDatabase } from "../src/db/pglite-database";
import { trainReports, user } from "../src/db/schema";
import { startServer } from "../src/start-server";

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;
const now = new Date("2026-11-24T00:03:00.000Z");

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 && !url.includes("/api/none"))
    throw new Error(`${url}: ${result.non2xx} failed requests`);
  return result.requests.average;
}

const dataDir = mkdtempSync(join(tmpdir(), "riles-bench-"));
const database = await openPgliteDatabase(undefined);
await database.db
  .insert(user)
  .values({ id: "bench", name: "bench", email: "bench@example.ph", emailVerified: true });
// 60 reports at the station over the last half hour: far more than a real station sees.
await database.db.insert(trainReports).values(
  Array.from({ length: 60 }, (_, i) => ({
    lineId: "lrt1",
    stationId: "edsa",
    direction: i % 2 ? "northbound" : "southbound",
    status: "on-time",
    crowdLevel: "moderate",
    createdAt: new Date(now.getTime() - i * 29_000),
    userId: "bench",
  })),
);
const server = await startServer({
  config: loadConfig({ PORT: "0", DATA_DIR: dataDir, NODE_ENV: "test" }),
  database,
  clock: () => now,
  log: () => {},
});
const base = `http://127.0.0.1:${server.port}`;

const baseline = await measure(`${base}/api/none`);
const reports = await measure(`${base}/api/reports?line=lrt1&station=edsa`);
const health = await measure(`${base}/api/health`);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const results = {
  date: new Date().toISOString(),
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  baselineRequestsPerSecond: baseline,
  reports: { requestsPerSecond: reports, ratioToBaseline: reports / baseline },
  health: { requestsPerSecond: health, ratioToBaseline: health / baseline },
};
console.log(`baseline (404 JSON, no database): ${baseline.toFixed(0)} req/s`);
console.log(
  `GET /api/reports (60 rows in window): ${reports.toFixed(0)} req/s, ${results.reports.ratioToBaseline.toFixed(2)}x baseline`,
);
console.log(
  `GET /api/health: ${health.toFixed(0)} req/s, ${results.health.ratioToBaseline.toFixed(2)}x baseline`,
);
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL("api.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);

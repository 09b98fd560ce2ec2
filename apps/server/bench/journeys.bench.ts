/**
 * GET /api/journeys under load on a real PostgreSQL (a throwaway cluster): a weekday morning's reports
 * on every line (each timetable train seen leaving three stations, 2.5 minutes late), then 50 connections
 * for 10 s (autocannon) asking journeys across the lines, against GET /api/health (one database round
 * trip) in the same run. Target (issue 38): p99 < 50 ms. The load generator shares the cores with the
 * server and PostgreSQL. Each journey is asked once before the measured run, as a running server has
 * been: the first asks learn each line's day from its reports (a hundred milliseconds or more a line).
 * The machine's load average is printed beside the figures, and the server's own CPU time per request
 * (user and system, from /proc), which other work on the cores moves less than the latencies. Writes bench/results/journeys.json.
 * Run: npx tsx bench/journeys.bench.ts (in apps/server); with CPU_PROFILE_DIR=<folder> the server writes a
 * V8 CPU profile of the whole run there when it stops (node --cpu-prof).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { departureMinutes, directionsOf, LINES, manilaDayStartMs, stationTravelMinutes } from "@riles/core";
import autocannon from "autocannon";
import { loadConfig } from "#server/config/env.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { trainReports } from "#server/db/schema.ts";
import { startPgCluster } from "#server/testing/pg-cluster.ts";
import { startServerProcess } from "#server/testing/server-process.ts";
import { benchEnv } from "./bench-setup";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const MINUTE_MS = 60_000;
const LATE_MS = 150_000;
// Tuesday 2026-11-24, 10:00 in Manila.
const now = new Date("2026-11-24T10:00:00+08:00");
/** Journeys riders ask: one line, two lines, three. */
const JOURNEYS = [
  "from_line=lrt1&from_station=mon&to_line=mrt3&to_station=ayala",
  "from_line=lrt1&from_station=mon&to_line=mrt3&to_station=cube",
  "from_line=lrt2&from_station=emerald&to_line=lrt1&to_station=santos",
  "from_line=mrt3&from_station=ns&to_line=lrt2&to_station=rect",
  "from_line=lrt1&from_station=baclaran&to_line=lrt1&to_station=fpr",
];

/** Every timetable train since 05:00 seen leaving three stations of its direction, 2.5 minutes late. */
function morningReports() {
  const dayStartMs = manilaDayStartMs(now);
  return LINES.flatMap((line) => {
    const seenAt = [2, 5, 8].flatMap((index) => line.stations[index]?.id ?? []);
    return directionsOf(line.id).flatMap((direction) =>
      departureMinutes(line.id, false)
        .filter((minute) => minute >= 5 * 60)
        .flatMap((minute) =>
          seenAt.flatMap((stationId) => {
            const position = stationTravelMinutes(line.id, stationId, direction);
            if (position === undefined) return [];
            const createdAt = new Date(dayStartMs + (minute + position) * MINUTE_MS + LATE_MS);
            if (createdAt > now) return [];
            return [
              {
                lineId: line.id,
                stationId,
                direction,
                status: "on-time",
                crowdLevel: "crowded",
                createdAt,
                userId: null,
              },
            ];
          }),
        ),
    );
  });
}

/** CPU time the process has used, user and system, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(paths: readonly string[], url: string, pid: number) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    console.error(`${url}: ${result.non2xx} failed answers, ${result.errors} errors`);
    process.exitCode = 1;
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    serverCpuMsPerRequest: Number(((cpuMs(pid) - cpuBefore) / result.requests.total).toFixed(3)),
  };
}

const cluster = await startPgCluster();
const dataDir = mkdtempSync(join(tmpdir(), "riles-journeys-bench-"));
// The load generator is one address asking for many riders: its allowance per address (decision 119) is
// lifted, as a rider mix from many addresses would never meet it.
const env = benchEnv(cluster, dataDir, now, { JOURNEYS_PER_MINUTE_PER_ADDRESS: String(1_000_000_000) });
const database = await openDatabase(loadConfig(env), console.log);
const profileDir = process.env.CPU_PROFILE_DIR;
const server = await startServerProcess(env, {
  nodeOptions: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const reports = morningReports();
  await database.drizzle.insert(trainReports).values(reports);
  for (const query of JOURNEYS) {
    const warmUp = await fetch(`${server.url}/api/journeys?${query}`);
    if (!warmUp.ok) throw new Error(`GET /api/journeys?${query}: ${warmUp.status}`);
  }
  const loadBefore = loadavg();
  const health = await load(["/api/health"], server.url, server.pid);
  const journeys = await load(
    JOURNEYS.map((query) => `/api/journeys?${query}`),
    server.url,
    server.pid,
  );
  const loadAverage = {
    before: loadBefore.map((value) => Number(value.toFixed(2))),
    after: loadavg().map((value) => Number(value.toFixed(2))),
  };
  console.log(
    `load average (1, 5, 15 min) before ${loadAverage.before.join(", ")}, after ${loadAverage.after.join(", ")}`,
  );
  console.log(
    `baseline GET /api/health: ${health.requestsPerSecond.toFixed(0)} req/s, p99 ${health.p99Ms} ms, server CPU ${health.serverCpuMsPerRequest} ms a request`,
  );
  console.log(
    `GET /api/journeys (${reports.length} reports of the morning, ${JOURNEYS.length} journeys in turn): ${journeys.requestsPerSecond.toFixed(0)} req/s, p99 ${journeys.p99Ms} ms (target < 50 ms: ${journeys.p99Ms < 50 ? "met" : "NOT met"}), ${(journeys.p99Ms / health.p99Ms).toFixed(2)}x the health check's p99, server CPU ${journeys.serverCpuMsPerRequest} ms a request`,
  );
  const resultsDir = new URL("./results/", import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    new URL("journeys.json", resultsDir),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, reports: reports.length, baselineHealth: health, getJourneys: { ...journeys, p99ToHealthP99: journeys.p99Ms / health.p99Ms } }, null, 2)}\n`,
  );
} finally {
  await server.stop();
  await database.close();
  cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

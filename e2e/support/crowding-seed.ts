import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const weekdayMornings = [
  "2026-11-23",
  "2026-11-20",
  "2026-11-19",
  "2026-11-16",
  "2026-11-10",
  "2026-11-02",
  "2026-10-08",
];
const weekdayEvenings = ["2026-11-23", "2026-11-18", "2026-11-13", "2026-11-11", "2026-11-05"];

/**
 * The weeks of reports the crowding tests rest on: MRT-3 Shaw Boulevard southbound is packed on weekday
 * mornings around 8 (5 packed, 2 crowded) and crowded on weekday evenings around 6; Boni has none. All are
 * older than 30 minutes at the e2e clock's start, so no arrival estimate changes. Each is by a rider of its
 * own: usual crowding needs 3 riders in an hour.
 */
const CROWDING_SEED = [
  ...weekdayMornings.map((date, i) => ({
    created_at: `${date}T08:${String(10 + i).padStart(2, "0")}:00+08:00`,
    crowd_level: i < 5 ? "packed" : "crowded",
  })),
  ...weekdayEvenings.map((date) => ({ created_at: `${date}T18:15:00+08:00`, crowd_level: "crowded" })),
].map((report, index) => ({
  line_id: "mrt3",
  station_id: "shaw",
  direction: "southbound",
  status: "on-time",
  rider: `seeded-rider-${index + 1}`,
  ...report,
}));

/** Stores the seed in the database the server will open (its DATA_DIR), before it starts. */
export function seedReports(workDir: string, env: Record<string, string>) {
  const file = join(workDir, "crowding-seed.json");
  writeFileSync(file, JSON.stringify(CROWDING_SEED));
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/testing/seed-reports.ts", file],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error(`Seeding reports failed with exit code ${run.status}`);
}

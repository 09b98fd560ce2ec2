/**
 * Stores reports with the times they carry, before a server starts on the same database: end-to-end tests
 * seed weeks of history this way (the API stamps every report with the server's clock). Reads DATA_DIR or
 * DATABASE_URL like the server; the reports are a JSON array of { line_id, station_id, direction, status,
 * crowd_level, created_at, rider? } in the file named by the first argument (`rider`: the account that
 * sent it, made if new; without one, a deleted account's).
 * Run: node --import tsx apps/server/src/testing/seed-reports.ts reports.json
 */
import { readFileSync } from "node:fs";
import { reportInputSchema } from "@riles/core";
import { z } from "zod";
import { loadConfig } from "#server/config/env.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { storeReportsAsSent } from "./stored-reports";

/** A report as the API would take it, and the time it was sent. */
const seedSchema = z.array(
  z
    .looseObject({ created_at: z.iso.datetime({ offset: true }), rider: z.optional(z.string().min(1)) })
    .transform(({ created_at, rider, ...report }) => ({
      ...reportInputSchema.parse(report),
      created_at,
      rider,
    })),
);

const [file] = process.argv.slice(2);
if (!file) throw new Error("Name the JSON file of reports to seed");
const reports = seedSchema.parse(JSON.parse(readFileSync(file, "utf8")));
const database = await openDatabase(loadConfig(process.env), console.log);
try {
  await storeReportsAsSent(database.drizzle, reports);
} finally {
  await database.close();
}

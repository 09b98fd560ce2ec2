import { writeFileSync } from "node:fs";
import { ConfigError, loadConfig } from "#server/config/env.ts";
import { currentFeedZip } from "./feed-zip";

/** `npm run gtfs:write -w @riles/server -- out.zip`: the feed /api/gtfs/static.zip serves, as a file. */
function main() {
  const [path] = process.argv.slice(2);
  if (!path) throw new ConfigError("Usage: npm run gtfs:write -w @riles/server -- <file.zip>");
  const config = loadConfig(process.env);
  const zip = currentFeedZip(config.publicUrl, config.testClockStart ?? new Date());
  writeFileSync(path, zip.bytes);
  const { version, startDate, endDate } = zip.feed;
  console.log(`Wrote ${path}: GTFS feed version ${version}, valid ${startDate} to ${endDate}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

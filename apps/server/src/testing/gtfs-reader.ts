import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import computeStopovers, { type Stopover, type Store } from "gtfs-utils/compute-stopovers.js";
import createInMemoryStore from "gtfs-utils/lib/in-memory-store.js";
import readCsv from "gtfs-utils/read-csv.js";
import StreamZip from "node-stream-zip";

/**
 * gtfs-utils keeps each service's dates in its store; this one keeps only `days`, so that expanding a
 * 90-day calendar costs two days' work. Which services run on those days is still the library's reading.
 */
function storeKeepingDays(days: readonly string[]): () => Store {
  return () => {
    const store = createInMemoryStore();
    const set = store.set.bind(store);
    store.set = (key, value) =>
      set(key, Array.isArray(value) ? value.filter((day: string) => days.includes(day)) : value);
    return store;
  };
}

/** The trip ids of trips.txt in a feed zip, read with gtfs-utils' CSV reader. */
export async function feedTripIds(zipBytes: Uint8Array): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "riles-gtfs-"));
  const zipPath = join(dir, "feed.zip");
  writeFileSync(zipPath, zipBytes);
  const zip = new StreamZip.async({ file: zipPath });
  try {
    const ids: string[] = [];
    for await (const trip of await readCsv(await zip.stream("trips.txt"))) ids.push(trip.trip_id ?? "");
    return ids;
  } finally {
    await zip.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every stopover of the feed at `zipPath` on the given Manila days (YYYY-MM-DD), as gtfs-utils computes them. */
export async function stopoversOn(zipPath: string, days: readonly string[]): Promise<Stopover[]> {
  const zip = new StreamZip.async({ file: zipPath });
  try {
    const entries = await zip.entries();
    const readFile = async (name: string) => {
      // gtfs-utils skips optional files (calendar_dates.txt here) on a "not found" error.
      if (!entries[`${name}.txt`])
        throw Object.assign(new Error(`${name}.txt is not in the feed`), { code: "ENOENT" });
      return readCsv(await zip.stream(`${name}.txt`));
    };
    const stopovers: Stopover[] = [];
    for await (const stopover of computeStopovers(
      readFile,
      "Asia/Manila",
      {},
      { createStore: storeKeepingDays(days) },
    )) {
      stopovers.push(stopover);
    }
    return stopovers;
  } finally {
    await zip.close();
  }
}

/** Every row of one file of the feed at `zipPath`, read with gtfs-utils' CSV reader. */
export async function feedRows(zipPath: string, file: string): Promise<Record<string, string>[]> {
  const zip = new StreamZip.async({ file: zipPath });
  try {
    const rows: Record<string, string>[] = [];
    for await (const row of await readCsv(await zip.stream(file))) rows.push(row as Record<string, string>);
    return rows;
  } finally {
    await zip.close();
  }
}

import { LINE_IDS, type LineId, manilaDayStartMs } from "@riles/core";
import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/database.ts";
import { PastRiders } from "./past-riders";

// The relearning of decision 154 without a database: each day's read waits until the test lets it go,
// so a change notice can be made to arrive while a day is being read.
const NOW = new Date("2026-11-24T10:00:00+08:00");
const YESTERDAY_NOON = new Date(manilaDayStartMs(NOW) - 12 * 60 * 60_000).toISOString();
const DAYS = 28;

function heldReads() {
  const waiting: (() => void)[] = [];
  let failNext = false;
  const db = {
    select: () => ({
      from: () => ({
        where: () => ({
          orderBy: () =>
            new Promise<unknown[]>((resolve, reject) => {
              const failing = failNext;
              failNext = false;
              waiting.push(() => (failing ? reject(new Error("connection lost")) : resolve([])));
            }),
        }),
      }),
    }),
  } as unknown as Db;
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    db,
    /** The next read fails, as when the database is away. */
    failNextRead() {
      failNext = true;
    },
    /** Reads under way. */
    get waiting() {
      return waiting.length;
    },
    /** Lets every read go, those it starts too, until none is left. */
    async drain() {
      for (let idle = 0; idle < 5; ) {
        await turn();
        const next = waiting.shift();
        if (next) {
          idle = 0;
          next();
        } else idle += 1;
      }
    },
  };
}

/** Past riders whose pools are watched: for each line pooled anew, how many of its days were learned then. */
function watched(db: Db) {
  const pooled: { line: LineId; days: number }[] = [];
  const riders: PastRiders = new PastRiders(
    db,
    () => {},
    (line) => {
      const days = (riders as unknown as { days: Map<string, unknown> }).days;
      pooled.push({ line, days: [...days.keys()].filter((key) => key.startsWith(`${line}|`)).length });
    },
  );
  return { riders, pooled };
}

describe("the past weeks' riders as a report changes standing", () => {
  it("pool again only the line whose day was learned again", async () => {
    const reads = heldReads();
    const { riders, pooled } = watched(reads.db);
    riders.of("lrt1", NOW);
    await reads.drain();
    expect(pooled).toEqual(LINE_IDS.map((line) => ({ line, days: DAYS })));

    pooled.length = 0;
    riders.reportChanged({ line_id: "lrt2", created_at: YESTERDAY_NOON });
    await reads.drain();
    // The other lines' pools, and the sightings answers built from them, stay.
    expect(pooled).toEqual([{ line: "lrt2", days: DAYS }]);
  });

  it("never pool a line without a day whose report changed while the day was being read", async () => {
    const reads = heldReads();
    const { riders, pooled } = watched(reads.db);
    riders.of("lrt1", NOW);
    await reads.drain();
    pooled.length = 0;

    riders.reportChanged({ line_id: "lrt1", created_at: YESTERDAY_NOON });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.waiting).toBe(1);
    // A second report of the same day changes while the day is read again.
    riders.reportChanged({ line_id: "lrt1", created_at: YESTERDAY_NOON });
    await reads.drain();
    expect(pooled.length).toBeGreaterThan(0);
    expect(pooled.filter(({ days }) => days !== DAYS)).toEqual([]);
  });

  it("read a changed day again after its read failed, keeping what it learned before meanwhile", async () => {
    const reads = heldReads();
    const { riders, pooled } = watched(reads.db);
    riders.of("lrt1", NOW);
    await reads.drain();
    pooled.length = 0;

    reads.failNextRead();
    riders.reportChanged({ line_id: "mrt3", created_at: YESTERDAY_NOON });
    await reads.drain();
    expect(pooled).toEqual([]);
    // A minute later (the retry's wait) an ask reads the day again and pools the line.
    const minuteLater = performance.now() + 61_000;
    const realNow = performance.now.bind(performance);
    performance.now = () => minuteLater;
    try {
      riders.of("mrt3", NOW);
      expect(reads.waiting).toBe(1);
      await reads.drain();
    } finally {
      performance.now = realNow;
    }
    expect(pooled).toEqual([{ line: "mrt3", days: DAYS }]);
  });
});

describe("the past weeks' riders as a report changes standing on a line a day behind", () => {
  it("do not step the other lines back a day with it", async () => {
    const reads = heldReads();
    const { riders } = watched(reads.db);
    riders.of("lrt1", NOW);
    await reads.drain();
    // The next day LRT-1's read fails: it keeps yesterday's pool, the other lines pool today's.
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60_000);
    reads.failNextRead();
    riders.of("lrt1", tomorrow);
    await reads.drain();

    const minuteLater = performance.now() + 61_000;
    const realNow = performance.now.bind(performance);
    performance.now = () => minuteLater;
    try {
      riders.reportChanged({ line_id: "lrt1", created_at: YESTERDAY_NOON });
      await reads.drain();
      // MRT-3 is still pooled for tomorrow: asking for it reads nothing.
      riders.of("mrt3", tomorrow);
      expect(reads.waiting).toBe(0);
    } finally {
      performance.now = realNow;
    }
  });
});

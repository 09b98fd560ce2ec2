import { REPORT_WINDOW_MS } from "@riles/core";
import { describe, expect, it } from "vitest";
import { type AnswerWindow, ReportWindowCache, type WindowedAnswer } from "./report-window-cache";

type Row = { id: string; created_at: string };
const at = (iso: string) => new Date(iso);

/** A source that counts its reads and answers from a list the test changes. */
function source(rows: Row[]) {
  const reads: Date[] = [];
  const answer: WindowedAnswer<Row> = {
    read: async (since) => {
      reads.push(since);
      return rows.filter((row) => Date.parse(row.created_at) > since.getTime());
    },
    render: (shown) => JSON.stringify(shown.map((row) => row.id)),
  };
  return { rows, reads, answer };
}

describe("ReportWindowCache", () => {
  it("answers from memory until a report arrives, then reads again", async () => {
    const cache = new ReportWindowCache(() => true);
    const { rows, reads, answer } = source([{ id: "a", created_at: "2026-11-24T00:00:00.000Z" }]);
    const now = at("2026-11-24T00:05:00.000Z");
    expect(await cache.answer("k", now, answer)).toBe('["a"]');
    expect(await cache.answer("k", now, answer)).toBe('["a"]');
    expect(reads).toHaveLength(1);
    rows.push({ id: "b", created_at: "2026-11-24T00:05:00.000Z" });
    cache.invalidate("k");
    expect(await cache.answer("k", now, answer)).toBe('["a","b"]');
    expect(reads).toHaveLength(2);
  });

  it("lets the clock move a report out of the window and a later-stamped one into it", async () => {
    const cache = new ReportWindowCache(() => true);
    const { answer } = source([
      { id: "old", created_at: "2026-11-24T00:00:00.000Z" },
      { id: "later", created_at: "2026-11-24T00:10:00.000Z" },
    ]);
    expect(await cache.answer("k", at("2026-11-24T00:05:00.000Z"), answer)).toBe('["old"]');
    expect(await cache.answer("k", at("2026-11-24T00:10:00.000Z"), answer)).toBe('["old","later"]');
    const oldLeaves = new Date(Date.parse("2026-11-24T00:00:00.000Z") + REPORT_WINDOW_MS);
    expect(await cache.answer("k", oldLeaves, answer)).toBe('["later"]');
  });

  it("keeps nothing that was read while a report arrived, nor while the stream is not live", async () => {
    let live = true;
    const cache = new ReportWindowCache(() => live);
    const { rows, reads, answer } = source([]);
    const now = at("2026-11-24T00:05:00.000Z");
    const racing: WindowedAnswer<Row> = {
      ...answer,
      read: async (since) => {
        const read = await answer.read(since);
        cache.invalidate("k");
        return read;
      },
    };
    await cache.answer("k", now, racing);
    rows.push({ id: "new", created_at: "2026-11-24T00:04:00.000Z" });
    expect(await cache.answer("k", now, answer)).toBe('["new"]');
    live = false;
    cache.clear();
    await cache.answer("k", now, answer);
    await cache.answer("k", now, answer);
    expect(reads).toHaveLength(4);
  });

  it("keeps an answer over a window of its own: a day's reports hours old, until the window says", async () => {
    const cache = new ReportWindowCache(() => true);
    const { reads, answer } = source([{ id: "dawn", created_at: "2026-11-24T00:00:00.000Z" }]);
    const dayStartMs = Date.parse("2026-11-23T16:00:00.000Z");
    const day: AnswerWindow = { since: () => dayStartMs, validUntil: (_rows, nowMs) => nowMs + 60_000 };
    const threeHoursLater = at("2026-11-24T03:00:00.000Z");
    expect(await cache.answer("k", threeHoursLater, { ...answer, window: day })).toBe('["dawn"]');
    const aMinuteLess = new Date(threeHoursLater.getTime() + 59_999);
    expect(await cache.answer("k", aMinuteLess, { ...answer, window: day })).toBe('["dawn"]');
    expect(reads).toEqual([new Date(dayStartMs)]);
    await cache.answer("k", new Date(threeHoursLater.getTime() + 60_000), { ...answer, window: day });
    expect(reads).toHaveLength(2);
  });

  it("computes an answer once for requests that miss it together", async () => {
    const cache = new ReportWindowCache(() => true);
    const { reads, answer } = source([{ id: "a", created_at: "2026-11-24T00:00:00.000Z" }]);
    let renders = 0;
    const counted: WindowedAnswer<Row> = {
      ...answer,
      render: (shown, now) => {
        renders += 1;
        return answer.render(shown, now);
      },
    };
    const now = at("2026-11-24T00:05:00.000Z");
    const bodies = await Promise.all(Array.from({ length: 50 }, () => cache.answer("k", now, counted)));
    expect(new Set(bodies)).toEqual(new Set(['["a"]']));
    expect(reads).toHaveLength(1);
    expect(renders).toBe(1);
  });

  it("does not hand a computation that a report overtook to the requests after the report", async () => {
    const cache = new ReportWindowCache(() => true);
    const { rows, answer } = source([]);
    const now = at("2026-11-24T00:05:00.000Z");
    const before = cache.answer("k", now, answer);
    rows.push({ id: "new", created_at: "2026-11-24T00:04:00.000Z" });
    cache.invalidate("k");
    expect(await cache.answer("k", now, answer)).toBe('["new"]');
    await before;
  });
});

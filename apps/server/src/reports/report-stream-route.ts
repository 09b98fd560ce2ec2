import type { ReportRow } from "@riles/core";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../app-env";
import { reportsAfter } from "./report-store";

export const HEARTBEAT_MS = 25_000;
const CLIENT_RETRY_MS = 3000;

/**
 * Server-sent events: every new report as event `report` with its id, so a browser that reconnects sends
 * Last-Event-ID and gets what it missed from the last 30 minutes. A comment every 25 s keeps proxies and
 * phones from dropping an idle connection.
 */
export function reportStream(c: Context<AppEnv>) {
  const { events, db, clock, shutdown } = c.var.deps;
  const lastEventId = c.req.header("last-event-id");
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let pending = Promise.resolve();
    const write = (row: ReportRow) => {
      pending = pending.then(() =>
        stream.writeSSE({ event: "report", id: row.id, data: JSON.stringify(row) }),
      );
    };
    // Live rows arriving while the replay is read are held back and sent after it, in order, once each:
    // a row stored just before the reconnect can come both ways.
    let heldBack: ReportRow[] | null = lastEventId ? [] : null;
    const unsubscribe = events.subscribe((row) => {
      if (heldBack) heldBack.push(row);
      else write(row);
    });
    await stream.writeSSE({ retry: CLIENT_RETRY_MS, data: "", event: "ready" });
    if (lastEventId) {
      const replayed = await reportsAfter(db.db, lastEventId, clock());
      const known = new Set([lastEventId, ...replayed.map((row) => row.id)]);
      for (const row of replayed) write(row);
      // A held-back row older than the replay is a late notice of something the client already has.
      const replayStart = replayed[0]?.created_at;
      for (const row of heldBack ?? []) {
        if (!known.has(row.id) && (!replayStart || row.created_at >= replayStart)) write(row);
      }
      heldBack = null;
    }
    const heartbeat = setInterval(() => {
      pending = pending.then(() => stream.write(": heartbeat\n\n")).then(() => undefined);
    }, HEARTBEAT_MS);
    await new Promise<void>((resolve) => {
      stream.onAbort(resolve);
      if (shutdown.aborted) resolve();
      shutdown.addEventListener("abort", () => resolve(), { once: true });
    });
    clearInterval(heartbeat);
    unsubscribe();
    await pending.catch(() => {});
  });
}

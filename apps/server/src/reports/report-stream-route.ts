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
    // Ids sent while replaying: a row can arrive both live and in the replay.
    let sentDuringReplay: Set<string> | null = new Set();
    let pending = Promise.resolve();
    const send = (row: ReportRow) => {
      if (sentDuringReplay?.has(row.id)) return;
      sentDuringReplay?.add(row.id);
      pending = pending.then(() =>
        stream.writeSSE({ event: "report", id: row.id, data: JSON.stringify(row) }),
      );
    };
    // Subscribe before replaying so nothing stored in between is lost; `sent` drops the overlap.
    const unsubscribe = events.subscribe(send);
    await stream.writeSSE({ retry: CLIENT_RETRY_MS, data: "", event: "ready" });
    if (lastEventId) for (const row of await reportsAfter(db.db, lastEventId, clock())) send(row);
    sentDuringReplay = null;
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

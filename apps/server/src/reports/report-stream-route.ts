import { firstIssueMessage, type ReportRow, reportIdSchema, reportsQuerySchema } from "@riles/core";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { stationKey } from "./report-events";
import { reportsAfter } from "./report-store";

export const HEARTBEAT_MS = 25_000;
const CLIENT_RETRY_MS = 3000;
/**
 * A client that does not read (a phone gone to sleep with the socket open) must not make the server hold
 * an ever longer queue: when its oldest unsent event has waited this long, or too many wait, its stream
 * ends, and it replays with Last-Event-ID. A burst (a catch-up after an outage) is neither.
 */
export const STALLED_CLIENT_MS = 30_000;
export const MAX_UNSENT_EVENTS = 5000;

/**
 * Server-sent events: every new report (or, with `?line=&station=`, every new report of that station) as
 * event `report` with its id, so a browser that reconnects sends
 * Last-Event-ID and gets what it missed from the last 30 minutes. A comment every 25 s keeps proxies and
 * phones from dropping an idle connection. Every exit path unsubscribes (docs/decisions/020-database-outages.md).
 */
export async function reportStream(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  // HEAD gets the GET route in Hono, and its body is dropped unread: it must not subscribe anything.
  if (c.req.method === "HEAD") {
    c.header("Content-Type", "text/event-stream");
    return c.body(null, 200);
  }
  const lastEventIdHeader = c.req.header("last-event-id");
  const lastEventId = lastEventIdHeader === undefined ? null : reportIdSchema.safeParse(lastEventIdHeader);
  if (lastEventId && !lastEventId.success) return apiError(c, 400, firstIssueMessage(lastEventId.error));
  const { line, station } = c.req.query();
  const only =
    line === undefined && station === undefined ? null : reportsQuerySchema.safeParse({ line, station });
  if (only && !only.success) return apiError(c, 400, firstIssueMessage(only.error));
  const stationOnly = only?.data && { lineId: only.data.line, stationId: only.data.station };

  const { events, db, clock } = c.var.deps;
  // Subscribed before the replay is read, so nothing stored meanwhile is lost: live rows wait behind it.
  const heldBack: ReportRow[] = [];
  let sendLive: ((row: ReportRow) => void) | null = null;
  let endStream: (() => void) | null = null;
  let endedEarly = false;
  const unsubscribe = events.subscribe(
    {
      deliver: (row) => (sendLive ? sendLive(row) : heldBack.push(row)),
      end: () => {
        endedEarly = true;
        endStream?.();
      },
    },
    stationOnly ? stationKey(stationOnly.lineId, stationOnly.stationId) : undefined,
  );
  let replayed: ReportRow[] = [];
  if (lastEventId) {
    try {
      replayed = await reportsAfter(db.db, lastEventId.data, clock(), stationOnly);
    } catch (error) {
      unsubscribe();
      throw error;
    }
  }

  return streamSSE(c, async (stream) => {
    let unsent = 0;
    let lastSentAt = Date.now();
    let pending = Promise.resolve();
    const send = (write: () => Promise<unknown>) => {
      const stalled = unsent > 0 && Date.now() - lastSentAt > STALLED_CLIENT_MS;
      if (stalled || unsent >= MAX_UNSENT_EVENTS) endStream?.();
      unsent += 1;
      pending = pending.then(write).then(() => {
        unsent -= 1;
        lastSentAt = Date.now();
      });
    };
    const sendRow = (row: ReportRow) =>
      send(() => stream.writeSSE({ event: "report", id: row.id, data: JSON.stringify(row) }));
    const heartbeat = setInterval(() => send(() => stream.write(": heartbeat\n\n")), HEARTBEAT_MS);
    try {
      const ended = new Promise<void>((resolve) => {
        endStream = resolve;
        stream.onAbort(resolve);
        if (endedEarly) resolve();
      });
      send(() => stream.writeSSE({ retry: CLIENT_RETRY_MS, data: "", event: "ready" }));
      const known = new Set([lastEventId?.data, ...replayed.map((row) => row.id)]);
      for (const row of replayed) sendRow(row);
      // A held-back row older than the replay is a late notice of something the client already has.
      const replayStart = replayed[0]?.created_at;
      for (const row of heldBack) {
        if (!known.has(row.id) && (!replayStart || row.created_at >= replayStart)) sendRow(row);
      }
      sendLive = sendRow;
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}

import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { firstRefusal, type ReportRow, reportIdSchema, reportsQuerySchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { apiError } from "#server/http/api-error.ts";
import { stationKey } from "./report-events";
import { reportsAfter } from "./report-store";
import { READY_FRAME, reportFrame } from "./sse-frames";

/**
 * A client that does not read (a phone gone to sleep with the socket open) must not make the server hold
 * an ever longer buffer: past this many unsent bytes its stream ends, and it replays with Last-Event-ID.
 * A burst (a catch-up after an outage) stays well under it.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/** How long a client refused for a full server is asked to wait (the web app backs off on its own). */
const FULL_RETRY_AFTER_SECONDS = 30;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
};

/**
 * Server-sent events: every new report (or, with `?line=&station=`, every new report of that station) as
 * event `report` with its id, so a browser that reconnects sends Last-Event-ID and gets what it missed
 * from the last 30 minutes; a heartbeat comment every 25 s. Written straight to Node's response: at ten
 * thousand open streams, web streams per client cost more memory and time than the events themselves.
 * Every exit path unsubscribes (docs/decisions/020-database-outages.md).
 */
export async function reportStream(c: Context<AppEnv>) {
  // HEAD gets the GET route in Hono, and its body is dropped unread: it must not subscribe anything.
  if (c.req.method === "HEAD") return c.body(null, 200, STREAM_HEADERS);
  const lastEventIdHeader = c.req.header("last-event-id");
  const lastEventId = lastEventIdHeader === undefined ? null : reportIdSchema.safeParse(lastEventIdHeader);
  if (lastEventId && !lastEventId.success) return apiError(c, 400, firstRefusal(lastEventId.error));
  const { line, station } = c.req.query();
  const only =
    line === undefined && station === undefined ? null : reportsQuerySchema.safeParse({ line, station });
  if (only && !only.success) return apiError(c, 400, firstRefusal(only.error));
  const stationOnly = only?.data && { lineId: only.data.line, stationId: only.data.station };

  const { events, database, clock, config } = c.var.deps;
  // Past the configured maximum a new stream would risk the process's memory for every open one.
  if (events.subscriberCount >= config.streamMaxClients) {
    c.header("Retry-After", String(FULL_RETRY_AFTER_SECONDS));
    return apiError(c, 503, "streamsFull");
  }
  const response = c.env.outgoing;
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    unsubscribe();
    response.end();
  };
  const write = (frame: string | Buffer) => {
    if (!open) return;
    response.write(frame);
    if (response.writableLength > MAX_UNSENT_BYTES) end();
  };
  // Subscribed before the replay is read, so nothing stored meanwhile is lost: live rows wait behind it.
  let heldBack: ReportRow[] | null = [];
  const unsubscribe = events.subscribe(
    {
      deliver: (row, frame) => (heldBack ? heldBack.push(row) : write(frame)),
      // During the replay a change is already in what the replay reads.
      changed: (frame) => (heldBack ? undefined : write(frame)),
      heartbeat: (frame) => (heldBack ? undefined : write(frame)),
      end,
    },
    stationOnly ? stationKey(stationOnly.lineId, stationOnly.stationId) : undefined,
  );
  // The adapter's own close listener only aborts the finished request's signal, yet it keeps that request
  // and its headers alive for as long as the stream stays open: at ten thousand streams that is most of
  // what each costs beyond its socket (bench/streams.bench.ts). Ours is the only one a stream needs.
  response.removeAllListeners("close");
  response.once("close", () => {
    open = false;
    unsubscribe();
  });
  let replayed: ReportRow[] = [];
  if (lastEventId) {
    try {
      replayed = await reportsAfter(database.drizzle, lastEventId.data, clock(), stationOnly);
    } catch (error) {
      open = false;
      unsubscribe();
      throw error;
    }
  }
  if (!open) return RESPONSE_ALREADY_SENT;
  response.writeHead(200, { ...STREAM_HEADERS, "X-Request-Id": c.var.requestId });
  write(READY_FRAME);
  const known = new Set([lastEventId?.data, ...replayed.map((row) => row.id)]);
  for (const row of replayed) write(reportFrame(row));
  // A held-back row older than the replay is a late notice of something the client already has.
  const replayStart = replayed[0]?.created_at;
  for (const row of heldBack) {
    if (!known.has(row.id) && (!replayStart || row.created_at >= replayStart)) write(reportFrame(row));
  }
  heldBack = null;
  return RESPONSE_ALREADY_SENT;
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import {
  firstRefusal,
  type Refusal,
  type ReportRow,
  reportIdSchema,
  reportsQuerySchema,
  shownInput,
} from "@riles/core";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { apiError, type PlainRefusalCode } from "#server/http/api-error.ts";
import { clientAddress, incomingClientAddress } from "#server/http/client-address.ts";
import { siteKeyOfClient } from "#server/http/ip-address.ts";
import { NodeRouteLog } from "#server/observability/request-log.ts";
import { withBacking } from "./backed-reports";
import { type ReportSubscriber, stationKey } from "./report-events";
import { reportsAfter } from "./report-store";
import { readyFrame, reportFrame } from "./sse-frames";

/**
 * A client that does not read (a phone gone to sleep with the socket open) must not make the server hold
 * an ever longer buffer: past this many unsent bytes its connection is reset, and it replays with
 * Last-Event-ID.
 * A burst (a catch-up after an outage) stays well under it.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * How long a client refused for a full server, or for its address's or account's full allowance, is asked
 * to wait (the web app backs off on its own).
 */
const REFUSED_RETRY_AFTER_SECONDS = 30;

const ROUTE = "/api/reports/stream";

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
};

type StreamDeps = Pick<AppDeps, "events" | "database" | "clock" | "config">;

/** What a stream request asks for and whose allowance it counts against, or why it is refused. */
type StreamRequest =
  | {
      ok: true;
      lastEventId: string | null;
      station: { lineId: string; stationId: string } | null;
      holder: string;
      siteHolder: string | undefined;
    }
  | { ok: false; status: 400 | 429 | 503; refusal: Refusal | PlainRefusalCode };

/** Who asks: the client's address, and the signed-in account when it was looked up. */
interface Asker {
  address: string;
  account: string | null;
}

/** The checks every stream request passes, whichever way it came in. */
function streamRequest(
  { events, config }: StreamDeps,
  lastEventIdHeader: string | undefined,
  line: string | undefined,
  station: string | undefined,
  asker: Asker,
): StreamRequest {
  const lastEventId = lastEventIdHeader === undefined ? null : reportIdSchema.safeParse(lastEventIdHeader);
  if (lastEventId && !lastEventId.success)
    return { ok: false, status: 400, refusal: firstRefusal(lastEventId.error) };
  const only =
    line === undefined && station === undefined ? null : reportsQuerySchema.safeParse({ line, station });
  if (only && !only.success) return { ok: false, status: 400, refusal: firstRefusal(only.error) };
  // Past the configured maximum a new stream would risk the process's memory for every open one.
  if (events.subscriberCount >= config.streamMaxClients)
    return { ok: false, status: 503, refusal: "streamsFull" };
  const holder = holderOf({ events, config }, asker);
  if ("refusal" in holder) return { ok: false, status: 429, refusal: holder.refusal };
  return {
    ok: true,
    lastEventId: lastEventId?.data ?? null,
    station: only?.data ? { lineId: only.data.line, stationId: only.data.station } : null,
    ...holder,
  };
}

/**
 * Whose allowance a new stream counts against: its address's (and an IPv6 address's site's, its /48) while
 * those last, then its signed-in account's, so one host, or one holder of many /64s, cannot take every
 * stream of a process and riders behind the same carrier NAT can still sign in to get theirs
 * (docs/decisions/096-streams-per-address.md, 155-ipv6-sites-capped-too.md). The streams on accounts are
 * counted together per network too (the address, an IPv6 one by its /48), up to the network's own
 * allowance again: one host with many accounts held ten streams more with each one it confirmed
 * (docs/decisions/200-streams-on-accounts-per-network.md).
 */
function holderOf(
  { events, config }: Pick<StreamDeps, "events" | "config">,
  { address, account }: Asker,
):
  | { holder: string; siteHolder: string | undefined }
  | { refusal: "streamsFromAddress" | "streamsFromAccount" | "streamsFromNetworkAccounts" } {
  const byAddress = `address ${address}`;
  const site = siteKeyOfClient(address);
  const bySite = site === undefined ? undefined : `site ${site}`;
  const addressHasRoom =
    events.streamsHeldBy(byAddress) < config.streamMaxPerAddress &&
    (bySite === undefined || events.streamsHeldBy(bySite) < config.streamMaxPerSite);
  if (addressHasRoom) return { holder: byAddress, siteHolder: bySite };
  if (account === null) return { refusal: "streamsFromAddress" };
  const byAccount = `account ${account}`;
  if (events.streamsHeldBy(byAccount) >= config.streamMaxPerAccount) return { refusal: "streamsFromAccount" };
  const byNetwork = `accounts of ${site ?? address}`;
  const networkMax = site === undefined ? config.streamMaxPerAddress : config.streamMaxPerSite;
  return events.streamsHeldBy(byNetwork) < networkMax
    ? { holder: byAccount, siteHolder: byNetwork }
    : { refusal: "streamsFromNetworkAccounts" };
}

/**
 * One open stream as the fan-out holds it: the response and a few fields, no closures of its own (at ten
 * thousand streams every object a stream keeps counts, docs/decisions/061-streams-kept-small.md).
 */
class StreamClient implements ReportSubscriber {
  open = true;
  /** Rows that arrived while the replay was read; null once the stream is live. */
  heldBack: ReportRow[] | null = [];

  constructor(
    private readonly response: ServerResponse,
    readonly station: string | undefined,
    readonly holder: string,
    readonly siteHolder: string | undefined,
    private readonly events: StreamDeps["events"],
  ) {}

  deliver(row: ReportRow, frame: Buffer): void {
    if (this.heldBack) this.heldBack.push(row);
    else this.write(frame);
  }

  // During the replay a change or a heartbeat is already in what the replay reads.
  changed(frame: Buffer): void {
    if (!this.heldBack) this.write(frame);
  }

  heartbeat(frame: Buffer): void {
    if (!this.heldBack) this.write(frame);
  }

  end(): void {
    if (!this.closed()) this.response.end();
  }

  write(frame: string | Buffer): void {
    if (!this.open) return;
    this.response.write(frame);
    if (this.response.writableLength > MAX_UNSENT_BYTES) this.letGo();
  }

  /**
   * Ending the response would still wait for the client to read what is queued, holding the buffer and the
   * connection while its holder opens new streams: what waits is dropped with the connection instead.
   */
  private letGo(): void {
    if (!this.closed()) this.response.socket?.resetAndDestroy();
  }

  /** Leaves the fan-out; true when it had already left. */
  closed(): boolean {
    if (!this.open) return true;
    this.open = false;
    this.events.unsubscribe(this);
    return false;
  }
}

/**
 * Server-sent events: every new report (or, with `?line=&station=`, every new report of that station) as
 * event `report` with its id, so a browser that reconnects sends Last-Event-ID and gets what it missed
 * from the last 30 minutes; a heartbeat comment every 25 s. Written straight to Node's response: at ten
 * thousand open streams, web streams per client cost more memory and time than the events themselves.
 * Every exit path unsubscribes (docs/decisions/020-database-outages.md).
 */
async function openStream(
  { events, database, clock }: StreamDeps,
  response: ServerResponse,
  requestId: string,
  {
    lastEventId,
    station,
    holder,
    siteHolder,
  }: {
    lastEventId: string | null;
    station: { lineId: string; stationId: string } | null;
    holder: string;
    siteHolder: string | undefined;
  },
): Promise<void> {
  const client = new StreamClient(
    response,
    station ? stationKey(station.lineId, station.stationId) : undefined,
    holder,
    siteHolder,
    events,
  );
  // Subscribed before the replay is read, so nothing stored meanwhile is lost: live rows wait behind it.
  events.subscribe(client);
  const subscribedAt = events.cursor;
  // Hono's adapter listens for `close` only to abort the finished request's signal, yet that keeps the
  // request and its headers alive for as long as the stream stays open (docs/decisions/049-ten-thousand-streams.md).
  // Ours is the only one a stream needs.
  response.removeAllListeners("close");
  response.on("close", () => client.closed());
  let replayed: ReportRow[] = [];
  if (lastEventId) {
    try {
      const missed = await reportsAfter(database.drizzle, lastEventId, clock(), station ?? undefined);
      replayed = await Promise.all(missed.map((row) => withBacking(database.drizzle, row)));
    } catch (error) {
      client.closed();
      throw error;
    }
  }
  if (!client.open) return;
  response.writeHead(200, { ...STREAM_HEADERS, "X-Request-Id": requestId });
  client.write(readyFrame(subscribedAt));
  keepSentHeadWhole(response);
  const known = new Set([lastEventId, ...replayed.map((row) => row.id)]);
  for (const row of replayed) client.write(reportFrame(row));
  // A held-back row older than the replay is a late notice of something the client already has.
  const replayStart = replayed[0]?.created_at;
  for (const row of client.heldBack ?? []) {
    if (!known.has(row.id) && (!replayStart || row.created_at >= replayStart)) client.write(reportFrame(row));
  }
  client.heldBack = null;
}

/**
 * Node keeps the head it sent (`_header`, read afterwards only to know the head went out) as the string it
 * concatenated it into: some thirty pieces, about 1 KB a stream; the same text in one piece takes about
 * 300 bytes (docs/decisions/061-streams-kept-small.md). Only memory depends on this: were the field gone,
 * nothing else changes. The head is Latin-1 by construction (Node refuses other header characters).
 */
function keepSentHeadWhole(response: ServerResponse): void {
  const head: unknown = Reflect.get(response, "_header");
  if (typeof head === "string")
    Reflect.set(response, "_header", Buffer.from(head, "latin1").toString("latin1"));
}

/** The stream as a Hono route: every request Node's own path below leaves to it, refusals included. */
export async function reportStream(c: Context<AppEnv>) {
  // HEAD gets the GET route in Hono, and its body is dropped unread: it must not subscribe anything.
  if (c.req.method === "HEAD") return c.body(null, 200, STREAM_HEADERS);
  const { deps } = c.var;
  // Given twice, a parameter is refused as the validated routes refuse it, not read as its first value.
  const { line: lines = [], station: stations = [] } = c.req.queries();
  const repeated = lines.length > 1 ? "line" : stations.length > 1 ? "station" : undefined;
  if (repeated) return apiError(c, 400, { code: "queryRepeated", params: shownInput(repeated) });
  const [line] = lines;
  const [station] = stations;
  const lastEventId = c.req.header("last-event-id");
  const address = clientAddress(c, deps.config.trustedProxies);
  let asked = streamRequest(deps, lastEventId, line, station, { address, account: null });
  // The session is read only past the address's allowance: the streams of a reconnection storm never wait for it.
  if (!asked.ok && asked.refusal === "streamsFromAddress" && c.req.header("cookie")) {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (session)
      asked = streamRequest(deps, lastEventId, line, station, { address, account: session.user.id });
  }
  if (!asked.ok) {
    if (asked.status !== 400) c.header("Retry-After", String(REFUSED_RETRY_AFTER_SECONDS));
    return apiError(c, asked.status, asked.refusal);
  }
  // What it missed is read from the database: past its address's replays of the minute the stream opens
  // without it, refused nothing, and the screens ask again for what they show, as after any break
  // (docs/decisions/137-a-replay-is-a-read.md).
  if (asked.lastEventId && deps.replaysPerAddress.hit(address, deps.clock().getTime()) > 0)
    asked = { ...asked, lastEventId: null };
  await openStream(deps, c.env.outgoing, c.var.requestId, asked);
  return RESPONSE_ALREADY_SENT;
}

/**
 * A new stream (no Last-Event-ID, so nothing to read first) opened straight from Node's request, without
 * Hono's Request, Context and middleware, which a stream would pay for once and then keep the garbage and
 * the heap of (docs/decisions/061-streams-kept-small.md). It logs and counts itself as the route does.
 * Anything else (a replay, a refusal, HEAD) is left to the route: returns false.
 */
export function reportStreamFromNode(
  deps: StreamDeps & Pick<AppDeps, "logger" | "metrics" | "config">,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const log = new NodeRouteLog(deps, ROUTE);
  return (incoming, outgoing) => {
    const url = incoming.url ?? "";
    if (incoming.method !== "GET" || incoming.headers["last-event-id"] !== undefined) return false;
    if (url !== ROUTE && !url.startsWith(`${ROUTE}?`)) return false;
    const started = performance.now();
    const query = new URLSearchParams(url.slice(ROUTE.length + 1));
    if ([...query.keys()].some((name) => name !== "line" && name !== "station")) return false;
    const lines = query.getAll("line");
    const stations = query.getAll("station");
    if (lines.length > 1 || stations.length > 1) return false;
    const address = incomingClientAddress(incoming, deps.config.trustedProxies);
    const asked = streamRequest(deps, undefined, lines[0], stations[0], { address, account: null });
    if (!asked.ok) return false;
    const requestId = log.requestId(incoming);
    // With no replay to read, the stream opens before this returns.
    openStream(deps, outgoing, requestId, asked).catch((error: unknown) => {
      deps.logger.error({ err: error, requestId }, "Could not open a report stream");
      outgoing.destroy();
    });
    log.answered(requestId, started);
    return true;
  };
}

import pg from "pg";
import type { ChannelListener } from "./database";
import { postgresClientOptions } from "./postgres-timeouts";

/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "riles-listener";
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2000;
/** A LISTEN connection can die silently (a host that vanished); a round trip this often finds out. */
const PING_INTERVAL_MS = 10_000;

/**
 * One dedicated PostgreSQL connection for LISTEN. When it is lost (a crash, a restart,
 * pg_terminate_backend) it reconnects with back-off, listens again on every channel and tells each
 * listener it resumed, so they can read what was sent while it was away.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<ChannelListener>>();
  private client: pg.Client | null = null;
  private closing: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly log: (message: string) => void,
  ) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Connects once; a failure here is a start-up failure the caller reports. */
  async start(): Promise<void> {
    await this.connect();
  }

  async listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      // While disconnected, the reconnect listens on every known channel.
      await this.client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    this.closing = client;
    await client?.end().catch(() => {});
  }

  /** Cuts the connection `close` is ending, for a database that does not answer its goodbye. */
  cut(): void {
    this.closing?.connection.stream.destroy();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      ...postgresClientOptions,
      application_name: LISTENER_APPLICATION_NAME,
    });
    // Until the connection is ours, a failure is the caller's (connect rejects); afterwards it is lost.
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) {
        listener.onNotification(message.payload ?? "");
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys())
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      client.query("select 1").catch(() => this.lost(client));
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    clearInterval(this.pingTimer);
    client.end().catch(() => {});
    this.log("The database LISTEN connection was lost; reconnecting");
    for (const listeners of this.channels.values()) {
      for (const listener of listeners) listener.onLost();
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.closed) return;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.log("The database LISTEN connection is back");
          for (const listeners of this.channels.values()) {
            for (const listener of listeners) listener.onResumed();
          }
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
  }
}

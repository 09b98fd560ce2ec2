import { createServer, type Server } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "#server/db/database.ts";
import { listen } from "#server/http/listen.ts";
import type { SchedulerCounters } from "#server/reminders/reminder-scheduler.ts";
import type { ReportEvents } from "#server/reports/report-events.ts";

/**
 * What an operator scrapes (README, "Running in production"). One registry per server, so several servers
 * in one process (the tests) count apart.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: "riles_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: "riles_http_request_duration_seconds",
    help: "Time to answer an HTTP request (for a stream, to open it), by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly reportsStored = new Counter({
    name: "riles_reports_stored_total",
    help: "Train reports stored",
    registers: [this.registry],
  });

  readonly gtfsRealtimeBuilds = new Counter({
    name: "riles_gtfs_realtime_builds_total",
    help: "GTFS-Realtime feeds built from the day's reports, by feed (trip-updates, alerts)",
    labelNames: ["feed"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The gauges read at each scrape: open streams, the database pool and the LISTEN connection. */
  watch(events: ReportEvents, database: Database): void {
    const registers = [this.registry];
    new Gauge({
      name: "riles_report_streams_open",
      help: "Open report streams (server-sent events)",
      registers,
      collect() {
        this.set(events.subscriberCount);
      },
    });
    new Gauge({
      name: "riles_db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting requests); none on embedded PGlite",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const pool = database.stats().pool;
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: "riles_db_listener_connected",
      help: "1 while the LISTEN connection that carries new reports between processes is up, else 0",
      registers,
      collect() {
        this.set(database.stats().listenerConnected ? 1 : 0);
      },
    });
  }

  /** What the reminder scheduler has done since start (reminders/reminder-scheduler.ts). */
  watchReminders(counters: SchedulerCounters): void {
    const registers = [this.registry];
    new Counter({
      name: "riles_reminder_pushes_total",
      help: "Reminder pushes by outcome: sent (the push service took it), failed (refused or no answer; tried again while useful), gone (the push service says the subscription ended)",
      labelNames: ["outcome"] as const,
      registers,
      collect() {
        this.reset();
        this.inc({ outcome: "sent" }, counters.sent);
        this.inc({ outcome: "failed" }, counters.failed);
        this.inc({ outcome: "gone" }, counters.deletedSubscriptions);
      },
    });
    new Counter({
      name: "riles_push_subscriptions_removed_total",
      help: "Push subscriptions deleted, with their reminders, because their push service said they are gone",
      registers,
      collect() {
        this.reset();
        this.inc(counters.subscriptionsRemoved);
      },
    });
  }
}

/** `GET /metrics` on its own port, apart from the public one, so it need not be exposed. */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await listen(server, port, host);
  return server;
}

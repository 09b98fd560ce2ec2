import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Clock } from "#server/config/clock.ts";
import { loadConfig } from "#server/config/env.ts";
import type { Database } from "#server/db/database.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createLogger } from "#server/observability/logger.ts";
import type { Resolve } from "#server/reminders/dns-resolve.ts";
import { type RunningServer, startServer } from "#server/start-server.ts";
import { freePort } from "../../../../scripts/server-process.mjs";
import { watchServerLog } from "./server-log-watch";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { openTestDatabase } from "./test-database";

export interface TestServer extends RunningServer {
  mail: SmtpSink;
  /** What the server logged. */
  log: string[];
  /**
   * fetch against the server, keeping cookies like a browser would (one jar per client); `headers` go with
   * each request (with TRUST_PROXY, an X-Forwarded-For gives the client its own address).
   */
  client: (headers?: Record<string, string>) => TestClient;
}

export interface TestClient {
  /** The same browser (its cookies) talking to another server process. */
  at: (baseUrl: string) => TestClient;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  postJson: (path: string, body: unknown) => Promise<Response>;
}

/**
 * The real server on an ephemeral port with a fresh database and real SMTP to a sink; `env` adds
 * configuration (for example a DATA_DIR or WEB_DIST_DIR).
 */
export async function startTestServer(
  options: { env?: Record<string, string>; database?: Database; clock?: Clock; resolve?: Resolve } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "riles-server-test-"));
  const mail = await startSmtpSink();
  const database = options.database ?? (await openTestDatabase());
  const log: string[] = [];
  watchServerLog(log);
  const startOn = (port: number) => {
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      NODE_ENV: "test",
      ...options.env,
    });
    return startServer({
      config,
      database,
      log: (message) => log.push(message),
      logger: createLogger({ write: (line: string) => log.push(line) }),
      mailer: createMailer({ smtpUrl: mail.url, from: config.mailFrom, outboxDir: dataDir, log: () => {} }),
      clock: options.clock,
      resolve: options.resolve,
    });
  };
  const { server, url } = await onAFreePort(startOn, options.env?.PORT).catch(async (error: unknown) => {
    if (!options.database) await database.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    url,
    mail,
    log,
    client: (headers) => cookieClient(url, headers),
    stop: async () => {
      await server.stop();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const PORT_ATTEMPTS = 5;

/**
 * Starts the server on a port found free, again on another if that one was taken meanwhile: test files run
 * side by side pick their ports from the same range, each free when found and bound only once the server
 * has started its parts. A port the test names is tried once.
 */
export async function onAFreePort<Server>(
  startOn: (port: number) => Promise<Server>,
  namedPort: string | undefined,
  pickPort: () => Promise<number> = freePort,
): Promise<{ server: Server; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = namedPort === undefined ? await pickPort() : Number(namedPort);
    try {
      return { server: await startOn(port), url: `http://127.0.0.1:${port}` };
    } catch (error) {
      const taken = (error as { code?: unknown }).code === "EADDRINUSE";
      if (!taken || namedPort !== undefined || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

/**
 * A client keeping its own cookies, like one browser. `headers` go with every request (a test behind a
 * trusted proxy gives each client its own X-Forwarded-For).
 */
export function cookieClient(
  baseUrl: string,
  headersForAll: Record<string, string> = {},
  jar = new Map<string, string>(),
): TestClient {
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(headersForAll))
      if (!headers.has(name)) headers.set(name, value);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(path, baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
  return {
    at: (otherUrl) => cookieClient(otherUrl, headersForAll, jar),
    request,
    postJson: (path, body) =>
      request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl },
        body: JSON.stringify(body),
      }),
  };
}

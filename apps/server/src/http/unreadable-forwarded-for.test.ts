import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/app-env.ts";
import { loadConfig } from "#server/config/env.ts";
import { createLogger } from "#server/observability/logger.ts";
import { unreadableForwardedEntry } from "./client-address";
import { warnOfUnreadableForwardedFor } from "./unreadable-forwarded-for";

const behindOne = loadConfig({ TRUST_PROXY: "true" }).trustedProxies;

describe("unreadableForwardedEntry", () => {
  it("names an entry our proxy wrote that is no address, and nothing else", () => {
    expect(unreadableForwardedEntry("127.0.0.1", "unknown", behindOne)).toBe("unknown");
    expect(unreadableForwardedEntry("127.0.0.1", "203.0.113.9, _hidden", behindOne)).toBe("_hidden");
    expect(unreadableForwardedEntry("127.0.0.1", "203.0.113.9", behindOne)).toBeUndefined();
    expect(unreadableForwardedEntry("127.0.0.1", undefined, behindOne)).toBeUndefined();
    expect(unreadableForwardedEntry("127.0.0.1", "", behindOne)).toBeUndefined();
    // A peer that is not our proxy writes what it likes; nothing of it is read.
    expect(unreadableForwardedEntry("198.51.100.7", "unknown", behindOne)).toBeUndefined();
  });
});

describe("warnOfUnreadableForwardedFor", () => {
  const lines: string[] = [];
  const app = new Hono<AppEnv>()
    .use(warnOfUnreadableForwardedFor(createLogger({ write: (line: string) => lines.push(line) }), behindOne))
    .get("/", (c) => c.text("ok"));
  let server: ReturnType<typeof serve>;
  let url = "";
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("tells the operator once that its proxy writes no client address, and still answers", async () => {
    const ask = (forwardedFor: string) => fetch(url, { headers: { "X-Forwarded-For": forwardedFor } });
    expect((await ask("203.0.113.9")).status).toBe(200);
    expect(lines).toEqual([]);
    expect((await ask("unknown")).status).toBe(200);
    expect((await ask("unknown")).status).toBe(200);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "warn",
        peer: "127.0.0.1",
        entry: "unknown",
        msg: expect.stringMatching(/share one allowance/),
      }),
    ]);
  });
});

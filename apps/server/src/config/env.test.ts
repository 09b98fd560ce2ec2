import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";
import { loadConfig } from "./env";

describe("loadConfig", () => {
  it("runs with no configuration at all: port 3000, embedded database in ./data, mail to the outbox", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      dataDir: resolve("data"),
      smtpUrl: undefined,
      mailFrom: "Riles <no-reply@localhost>",
      host: undefined,
      metricsHost: "127.0.0.1",
      trustedProxies: { hops: 0 },
      reportLimits: {
        sameTargetWindowMs: 120_000,
        perHourMax: 30,
        perHourPerAddress: 300,
        votesPerHourPerAddress: 600,
      },
    });
  });

  it("holds an IPv6 /48 to four times an address's streams and connections unless told, never below an address's", () => {
    const defaults = loadConfig({});
    expect(defaults.streamMaxPerSite).toBe(4 * defaults.streamMaxPerAddress);
    expect(defaults.connectionsMaxPerSite).toBe(4 * defaults.connectionsMaxPerAddress);
    expect(loadConfig({ STREAM_MAX_PER_ADDRESS: "50" }).streamMaxPerSite).toBe(200);
    expect(loadConfig({ CONNECTIONS_MAX_PER_IPV6_48: "1500" }).connectionsMaxPerSite).toBe(1500);
    for (const name of ["STREAM_MAX_PER_IPV6_48", "CONNECTIONS_MAX_PER_IPV6_48"]) {
      for (const bad of ["0", "-5", "1.5", "many"])
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
    expect(() => loadConfig({ STREAM_MAX_PER_IPV6_48: "100" })).toThrow(
      "STREAM_MAX_PER_IPV6_48: must be at least STREAM_MAX_PER_ADDRESS (200)",
    );
    expect(() => loadConfig({ CONNECTIONS_MAX_PER_ADDRESS: "5000" })).not.toThrow();
  });

  it("lets a load test relax the anti-spam limits", () => {
    const config = loadConfig({
      REPORT_SAME_TARGET_SECONDS: "0",
      REPORT_HOURLY_MAX: "1000",
      REPORT_HOURLY_MAX_PER_ADDRESS: "5000",
      VOTE_HOURLY_MAX_PER_ADDRESS: "7000",
    });
    expect(config.reportLimits).toEqual({
      sameTargetWindowMs: 0,
      perHourMax: 1000,
      perHourPerAddress: 5000,
      votesPerHourPerAddress: 7000,
    });
  });

  it("counts trusted proxies and reads LISTEN from DATABASE_URL unless told otherwise", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustedProxies.hops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustedProxies.hops).toBe(2);
    const shared = loadConfig({
      DATABASE_URL: "postgres://db/riles",
      AUTH_SECRET: secret,
      ...TEST_VAPID_ENV,
    });
    expect(shared.databaseListenUrl).toBe("postgres://db/riles");
    const pooled = loadConfig({
      DATABASE_URL: "postgres://bouncer/riles",
      DATABASE_LISTEN_URL: "postgres://db/riles",
      AUTH_SECRET: secret,
      ...TEST_VAPID_ENV,
    });
    expect(pooled.databaseListenUrl).toBe("postgres://db/riles");
  });

  it.each([
    [{ DATABASE_URL: "postgres://db/riles" }, "AUTH_SECRET"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "localhost:3000" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "mysql://db/riles" }, "DATABASE_URL"],
    [{ SMTP_URL: "mail.example.ph" }, "SMTP_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "true", TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
    [{ TRUST_PROXY: "true", TRUSTED_PROXIES: "127.0.0.1,proxy.internal" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "127.0.0.1" }, "TRUSTED_PROXIES"],
    [{ HOST: "all" }, "HOST"],
    [{ METRICS_HOST: "0.0.0.0/0" }, "METRICS_HOST"],
    [{ NODE_ENV: "production" }, "SMTP_URL"],
    [{ REPORT_SAME_TARGET_SECONDS: "-1" }, "REPORT_SAME_TARGET_SECONDS"],
    [{ REPORT_HOURLY_MAX: "0" }, "REPORT_HOURLY_MAX"],
    [{ REPORT_HOURLY_MAX_PER_ADDRESS: "0" }, "REPORT_HOURLY_MAX_PER_ADDRESS"],
    [{ VOTE_HOURLY_MAX_PER_ADDRESS: "many" }, "VOTE_HOURLY_MAX_PER_ADDRESS"],
    [{ NODE_ENV: "production", TEST_CLOCK_START: "2026-11-24T00:03:00Z" }, "TEST_CLOCK_START"],
    [{ DATABASE_URL: "postgres://db/riles", AUTH_SECRET: "s".repeat(32) }, "VAPID_PUBLIC_KEY"],
    [{ VAPID_PUBLIC_KEY: TEST_VAPID_ENV.VAPID_PUBLIC_KEY }, "VAPID_PUBLIC_KEY"],
    [{ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "short" }, "VAPID_PUBLIC_KEY"],
    [{ VAPID_SUBJECT: "http://example.ph" }, "VAPID_SUBJECT"],
    [
      { NODE_ENV: "production", PUSH_TEST_SERVICE_ORIGIN: "http://127.0.0.1:9000" },
      "PUSH_TEST_SERVICE_ORIGIN",
    ],
  ])("stops start-up on %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("resolves a relative DATA_DIR from the folder npm was run in (INIT_CWD), not the server's", () => {
    expect(loadConfig({ INIT_CWD: "/srv/riles" }).dataDir).toBe("/srv/riles/data");
    expect(loadConfig({ INIT_CWD: "/srv/riles", DATA_DIR: "state" }).dataDir).toBe("/srv/riles/state");
    expect(loadConfig({ INIT_CWD: "/srv/riles", DATA_DIR: "/var/lib/riles" }).dataDir).toBe("/var/lib/riles");
  });

  it("trusts the loopback names of a local PUBLIC_URL, and only PUBLIC_URL otherwise", () => {
    expect(loadConfig({}).trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080/" }).trustedOrigins).toEqual([
      "http://127.0.0.1:8080",
      "http://localhost:8080",
      "http://[::1]:8080",
    ]);
    expect(loadConfig({ PUBLIC_URL: "https://riles.example.ph" }).trustedOrigins).toEqual([
      "https://riles.example.ph",
    ]);
  });

  it("allows the web app's default tile and IP lookup hosts in the CSP", () => {
    const config = loadConfig({});
    expect(config.tileOrigins).toEqual(["https://tile.openstreetmap.org"]);
    expect(config.ipLookupOrigins).toEqual(["https://ipapi.co", "https://ipwho.is", "https://freeipapi.com"]);
  });
});

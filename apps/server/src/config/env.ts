import { isAbsolute, resolve } from "node:path";
import { DEFAULT_IP_LOOKUP_URLS, DEFAULT_TILE_URL, REPORT_LIMITS } from "@riles/core";
import { z } from "zod";
import type { TrustedProxies } from "#server/http/client-address.ts";
import { type IpRange, parseAddress, parseRange } from "#server/http/ip-address.ts";

/**
 * Measured by bench/streams.bench.ts (README, "How many screens a process holds"): 10,000 streams take one
 * process about 180 MB resident at rest, and on two shared cores a report reaches 99% of them in 0.2-1.1 s.
 */
const DEFAULT_STREAM_MAX_CLIENTS = 10_000;

/**
 * Open streams one address holds before a stream must be signed in: room for a carrier's NAT, where many
 * riders share one address, while one host takes 2% of a process (docs/decisions/096-streams-per-address.md).
 */
const DEFAULT_STREAM_MAX_PER_ADDRESS = 200;
/**
 * Reports and votes stored from one client address an hour, whatever accounts send them: a carrier's NAT
 * puts many riders behind one address, while one person's many accounts no longer multiply what they can
 * post (docs/decisions/178-reports-and-votes-per-address.md).
 */
const DEFAULT_REPORTS_PER_HOUR_PER_ADDRESS = 300;
const DEFAULT_VOTES_PER_HOUR_PER_ADDRESS = 600;
/** A carrier's NAT puts many riders behind one address: each with a stream and a few requests at once. */
const DEFAULT_CONNECTIONS_MAX_PER_ADDRESS = 1000;
/**
 * An IPv6 site (a /48) holds this many times an address's streams and connections, whatever its /64s:
 * room for a few carriers' NATs' worth of riders, where a /48 would otherwise hold 65,536 addresses' worth
 * (docs/decisions/155-ipv6-sites-capped-too.md).
 */
const SITE_CAP_PER_ADDRESS_CAP = 4;
const DEFAULT_JOURNEYS_PER_MINUTE_PER_ADDRESS = 600;
/** Requests a minute per client address to the routes that reach the database (decision 166). */
const DEFAULT_DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS = 600;

/** Open streams one signed-in account holds past its address's: a rider's phone, tablet and tabs. */
const DEFAULT_STREAM_MAX_PER_ACCOUNT = 10;

/** Runtime configuration (README, "Configuration"), read once at start. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: every interface. Behind a proxy on the same machine, 127.0.0.1 keeps clients off the port.
  HOST: z
    .string()
    .refine((host) => host === "localhost" || parseAddress(host) !== undefined, {
      error: "must be an IP address (such as 127.0.0.1, 0.0.0.0 or ::) or localhost",
    })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // LISTEN needs a session of its own: behind PgBouncer in transaction mode, point this at PostgreSQL.
  DATABASE_LISTEN_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Set by npm to the folder `npm start` was run in; a relative DATA_DIR is resolved from there.
  INIT_CWD: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Riles <no-reply@localhost>"),
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  // How many reverse proxies of ours append to X-Forwarded-For ("true" is one). The client address is the
  // entry the outermost of them appended; entries left of it are whatever the client sent.
  TRUST_PROXY: z
    .union([z.stringbool(), z.coerce.number().int().min(0).max(10)], {
      error: 'must be "true", "false" or the number of trusted proxies',
    })
    .default(false),
  // The peers whose X-Forwarded-For is read (addresses or CIDR ranges); loopback when unset.
  TRUSTED_PROXIES: z
    .string()
    .transform((list, ctx) => {
      const ranges = list.split(",").map(parseRange);
      if (ranges.every((range) => range !== undefined)) return ranges as IpRange[];
      ctx.addIssue({
        code: "custom",
        message: "must be comma-separated IP addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8",
      });
      return z.NEVER;
    })
    .optional(),
  // Where the built web app is; the server still runs the API when it is missing.
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Map tile host allowed by the CSP (the web app's VITE_TILE_URL).
  TILE_ORIGINS: z.string().default(new URL(DEFAULT_TILE_URL).origin),
  // End-to-end tests pin the browser's clock; the server's clock starts at the same instant.
  TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  // Browser IP lookups the web app may call (CSP connect-src); comma-separated origins.
  IP_LOOKUP_ORIGINS: z.string().default(DEFAULT_IP_LOOKUP_URLS.map((url) => new URL(url).origin).join(",")),
  // Anti-spam (docs/product.md): one report per user per line+station+direction per window, and an hourly cap.
  // Only load tests relax them.
  REPORT_SAME_TARGET_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(REPORT_LIMITS.sameTargetWindowMs / 1000),
  REPORT_HOURLY_MAX: z.coerce.number().int().min(1).default(REPORT_LIMITS.perHourMax),
  // Reports and votes stored from one client address (an IPv6 one by its /64) an hour, all accounts together.
  REPORT_HOURLY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_REPORTS_PER_HOUR_PER_ADDRESS),
  VOTE_HOURLY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_VOTES_PER_HOUR_PER_ADDRESS),
  // Open report streams one process holds; more are answered 503 (README, "How many screens a process
  // holds").
  STREAM_MAX_CLIENTS: z.coerce.number().int().min(1).default(DEFAULT_STREAM_MAX_CLIENTS),
  // Past these an address's (then a signed-in account's) next stream is answered 429.
  STREAM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_STREAM_MAX_PER_ADDRESS),
  STREAM_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(DEFAULT_STREAM_MAX_PER_ACCOUNT),
  // Open connections one client address holds; past it a new one is answered 429 and closed.
  CONNECTIONS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_CONNECTIONS_MAX_PER_ADDRESS),
  // The same two caps for an IPv6 /48, every /64 in it together; unset, SITE_CAP_PER_ADDRESS_CAP times
  // the address's.
  STREAM_MAX_PER_IPV6_48: z.coerce.number().int().min(1).optional(),
  CONNECTIONS_MAX_PER_IPV6_48: z.coerce.number().int().min(1).optional(),
  // Journeys one client address may ask a process for a minute; past it they are answered 429.
  JOURNEYS_PER_MINUTE_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_JOURNEYS_PER_MINUTE_PER_ADDRESS),
  // Requests one client address may make a process for a minute to the routes that reach the database
  // (sessions, sign-ins, health, posting); past it they are answered 429. Load tests raise it.
  DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS),
  // Prometheus metrics on their own port; unset, none are served.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Metrics are for the operator's scraper, not the internet.
  METRICS_HOST: z
    .string()
    .refine((host) => host === "localhost" || parseAddress(host) !== undefined, {
      error: "must be an IP address (such as 127.0.0.1 or 0.0.0.0) or localhost",
    })
    .default("127.0.0.1"),
  // Web Push (docs/decisions/042-reminders-and-their-scheduler.md): the keys every process signs with,
  // and a contact for push services. Generated once into DATA_DIR when unset.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: "must be an uncompressed P-256 public key in base64url" })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "must be a P-256 private key in base64url" })
    .optional(),
  VAPID_SUBJECT: z
    .union([z.url({ protocol: /^https$/ }), z.string().regex(/^mailto:\S+@\S+$/)], {
      error: "must be a mailto: address or an https URL",
    })
    .optional(),
  // Tests and benches only: one origin (http allowed, loopback allowed) taken as a push service
  // (docs/decisions/043-push-endpoints.md).
  PUSH_TEST_SERVICE_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
});

export interface ReportLimits {
  sameTargetWindowMs: number;
  perHourMax: number;
  /** Stored reports an hour from one client address, every account's together. */
  perHourPerAddress: number;
  /** Stored votes an hour from one client address, every account's together. */
  votesPerHourPerAddress: number;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** The address the HTTP port listens on; every interface when undefined. */
  host: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL and, when it is a loopback address, its aliases: pages from these may call the API. */
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  databaseListenUrl: string | undefined;
  /** Absolute. */
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  /** Which peers' X-Forwarded-For is read, through how many hops; 0 hops reads the socket's peer. */
  trustedProxies: TrustedProxies;
  webDistDir: string | undefined;
  tileOrigins: string[];
  ipLookupOrigins: string[];
  testClockStart: Date | undefined;
  reportLimits: ReportLimits;
  metricsPort: number | undefined;
  metricsHost: string;
  /** Open report streams this process holds; more are refused with 503. */
  streamMaxClients: number;
  /** Open report streams one client address holds; past it only a signed-in stream, on its account's. */
  streamMaxPerAddress: number;
  /** Open report streams the /64s of one IPv6 /48 hold together, with the same way past it. */
  streamMaxPerSite: number;
  connectionsMaxPerAddress: number;
  /** Open connections the /64s of one IPv6 /48 hold together. */
  connectionsMaxPerSite: number;
  /** Open report streams one account holds beyond its address's; more are refused with 429. */
  streamMaxPerAccount: number;
  /** Journeys one client address may ask a process for in a minute; more are refused with 429. */
  journeysPerMinutePerAddress: number;
  databaseRequestsPerMinutePerAddress: number;
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** The one origin a test or bench may run its push service at, refused in production. */
  pushTestServiceOrigin: string | undefined;
}

export class ConfigError extends Error {}

const LOOPBACK_PROXIES = ["127.0.0.0/8", "::1"].map((range) => parseRange(range) as IpRange);

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * A page opened at http://127.0.0.1:3000 is the same server as http://localhost:3000, but not the same
 * origin to a browser: trust every loopback name of PUBLIC_URL's port, and only PUBLIC_URL otherwise.
 */
function trustedOriginsOf(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [publicUrl];
  const port = url.port ? `:${url.port}` : "";
  return [
    publicUrl,
    ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== publicUrl),
  ];
}

function origins(list: string): string[] {
  return list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const value = parsed.data;
  if (value.TEST_CLOCK_START && value.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  TEST_CLOCK_START: not allowed in production");
  }
  // Several processes share one PostgreSQL; a secret generated per DATA_DIR would differ between them.
  if (value.DATABASE_URL && !value.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required with DATABASE_URL, the same in every server process",
    );
  }
  if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY: set it and VAPID_PRIVATE_KEY, or neither",
    );
  }
  if (value.DATABASE_URL && !value.VAPID_PUBLIC_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY: required with DATABASE_URL, with VAPID_PRIVATE_KEY, the same in every server process (npx web-push generate-vapid-keys)",
    );
  }
  if (value.PUSH_TEST_SERVICE_ORIGIN && value.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  PUSH_TEST_SERVICE_ORIGIN: not allowed in production");
  }
  // Without SMTP, mail lands in DATA_DIR/outbox, where no rider ever reads their confirmation link.
  if (value.NODE_ENV === "production" && !value.SMTP_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL: required in production (smtp://user:pass@host:587); without it account mails are only written to DATA_DIR/outbox",
    );
  }
  const hops = typeof value.TRUST_PROXY === "number" ? value.TRUST_PROXY : value.TRUST_PROXY ? 1 : 0;
  if (value.TRUSTED_PROXIES && hops === 0) {
    throw new ConfigError(
      "Invalid configuration:\n  TRUSTED_PROXIES: set TRUST_PROXY too (true, or the number of proxies in front)",
    );
  }
  const streamMaxPerSite =
    value.STREAM_MAX_PER_IPV6_48 ?? SITE_CAP_PER_ADDRESS_CAP * value.STREAM_MAX_PER_ADDRESS;
  const connectionsMaxPerSite =
    value.CONNECTIONS_MAX_PER_IPV6_48 ?? SITE_CAP_PER_ADDRESS_CAP * value.CONNECTIONS_MAX_PER_ADDRESS;
  // Below its address's cap, a site's would make one /64 hold less than an IPv4 address.
  for (const [name, site, address] of [
    ["STREAM_MAX_PER_IPV6_48", streamMaxPerSite, "STREAM_MAX_PER_ADDRESS"],
    ["CONNECTIONS_MAX_PER_IPV6_48", connectionsMaxPerSite, "CONNECTIONS_MAX_PER_ADDRESS"],
  ] as const) {
    if (site < value[address])
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: must be at least ${address} (${value[address]})`,
      );
  }
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, "");
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    publicUrl,
    trustedOrigins: trustedOriginsOf(publicUrl),
    databaseUrl: value.DATABASE_URL,
    databaseListenUrl: value.DATABASE_LISTEN_URL ?? value.DATABASE_URL,
    dataDir: isAbsolute(value.DATA_DIR)
      ? value.DATA_DIR
      : resolve(value.INIT_CWD ?? process.cwd(), value.DATA_DIR),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    authSecret: value.AUTH_SECRET,
    trustedProxies: { hops, ranges: value.TRUSTED_PROXIES ?? LOOPBACK_PROXIES },
    webDistDir: value.WEB_DIST_DIR,
    tileOrigins: origins(value.TILE_ORIGINS),
    ipLookupOrigins: origins(value.IP_LOOKUP_ORIGINS),
    testClockStart: value.TEST_CLOCK_START ? new Date(value.TEST_CLOCK_START) : undefined,
    reportLimits: {
      sameTargetWindowMs: value.REPORT_SAME_TARGET_SECONDS * 1000,
      perHourMax: value.REPORT_HOURLY_MAX,
      perHourPerAddress: value.REPORT_HOURLY_MAX_PER_ADDRESS,
      votesPerHourPerAddress: value.VOTE_HOURLY_MAX_PER_ADDRESS,
    },
    metricsPort: value.METRICS_PORT,
    metricsHost: value.METRICS_HOST,
    streamMaxClients: value.STREAM_MAX_CLIENTS,
    streamMaxPerAddress: value.STREAM_MAX_PER_ADDRESS,
    streamMaxPerSite,
    connectionsMaxPerAddress: value.CONNECTIONS_MAX_PER_ADDRESS,
    connectionsMaxPerSite,
    streamMaxPerAccount: value.STREAM_MAX_PER_ACCOUNT,
    journeysPerMinutePerAddress: value.JOURNEYS_PER_MINUTE_PER_ADDRESS,
    databaseRequestsPerMinutePerAddress: value.DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS,
    vapid:
      value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
        ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: value.VAPID_SUBJECT ?? `mailto:${mailAddressOf(value.MAIL_FROM)}`,
    pushTestServiceOrigin: value.PUSH_TEST_SERVICE_ORIGIN
      ? new URL(value.PUSH_TEST_SERVICE_ORIGIN).origin
      : undefined,
  };
}

/** The address in "Riles <no-reply@localhost>", or the whole text when it has no angle brackets. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

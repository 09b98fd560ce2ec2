import { eq } from "drizzle-orm";
import { createAuth } from "#server/auth/create-auth.ts";
import type { Database } from "#server/db/database.ts";
import { user } from "#server/db/schema.ts";
import type { PgCluster } from "#server/testing/pg-cluster.ts";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";

const AUTH_SECRET = "bench-secret-that-is-long-enough-for-better-auth";

/** Anti-spam limits out of the way: the benches post far more than one rider could. */
export const NO_REPORT_LIMITS = {
  REPORT_SAME_TARGET_SECONDS: "0",
  REPORT_HOURLY_MAX: "1000000",
  REPORT_HOURLY_MAX_PER_ADDRESS: "1000000",
  VOTE_HOURLY_MAX_PER_ADDRESS: "1000000",
};

/** A bench server's configuration: the cluster's PostgreSQL, its own data folder, the clock starting at `now`. */
export function benchEnv(cluster: PgCluster, dataDir: string, now: Date, more: Record<string, string> = {}) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url(),
    AUTH_SECRET,
    ...TEST_VAPID_ENV,
    NODE_ENV: "test",
    TEST_CLOCK_START: now.toISOString(),
    // Every bench client is on loopback, one address, and the fan-out benches open 10,000 streams.
    CONNECTIONS_MAX_PER_ADDRESS: "1000000",
    // The benches post reports and ask the health check far faster than one address may (decision 166).
    DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS: String(1_000_000_000),
    ...more,
  };
}

/** Session cookies for confirmed users, made through better-auth itself (no HTTP sign-in rate limit). */
export async function benchSessionCookies(
  database: Database,
  url: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const auth = createAuth({
    db: database.drizzle,
    mailer: { send: async () => {} },
    publicUrl: url,
    trustedOrigins: [url],
    secret: AUTH_SECRET,
    log: () => {},
    clock: () => new Date(),
  });
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-${i}@bench.example.ph`;
    const password = "bench-password";
    await auth.api.signUpEmail({ body: { email, password, name: email } });
    await database.drizzle.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`no session cookie for ${email}`);
    cookies.push(cookie);
  }
  return cookies;
}

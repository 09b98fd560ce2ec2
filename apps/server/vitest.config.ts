import { defineConfig } from "vitest/config";

/**
 * Test files that run alike whatever RILES_TEST_DB says, as they open no test database (health.test.ts
 * has a PostgreSQL server of its own): they run once, in the PGlite run alone. A file listed here that
 * opens a test database fails (`src/testing/test-database.ts`), so every file that does runs on both.
 */
const NO_DATABASE_FILES = [
  "src/config/env.test.ts",
  "src/config/private-dir.test.ts",
  "src/db/postgres-database.test.ts",
  "src/health/health.test.ts",
  "src/http/address-request-buckets.test.ts",
  "src/http/client-address.test.ts",
  "src/http/static-spa.test.ts",
  "src/http/unreadable-forwarded-for.test.ts",
  "src/mail/mailer.test.ts",
  "src/observability/logger.test.ts",
  "src/openapi/web-api-types.test.ts",
  "src/reminders/push-sender.test.ts",
  "src/reports/report-window-cache.test.ts",
  "src/sightings/past-riders-relearn.test.ts",
  "src/testing/server-log-watch.test.ts",
  "src/testing/test-server.test.ts",
];

export default defineConfig({
  test: {
    setupFiles: ["src/testing/fail-on-unhandled-errors.ts"],
    // Sign-ins hash passwords (scrypt): on two loaded cores a test of several sign-ins takes tens of seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the server does in its own time (a fan-out, a log line, a closed stream);
    // vitest's 1 s default failed such waits on a loaded CI machine. A poll that never holds still fails.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: PGlite start-ups in parallel files compete for them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "database",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.process.test.ts", ...NO_DATABASE_FILES],
          globalSetup: ["src/testing/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "no-database", include: NO_DATABASE_FILES } },
    ],
  },
});

import { defineConfig } from "vitest/config";

// Tests that start the server as its own process, each with its own PostgreSQL where it needs one: they
// run once, not once per database like the suite in vitest.config.ts.
export default defineConfig({
  test: {
    setupFiles: ["src/testing/fail-on-unhandled-errors.ts"],
    include: ["src/**/*.process.test.ts"],
    // For a test that starts the server in this process (startTestServer): its PGlite.
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the server does in its own time (a fan-out, a log line, a closed stream);
    // vitest's 1 s default failed such waits on a loaded CI machine. A poll that never holds still fails.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 1,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    setupFiles: ["src/testing/fail-on-unhandled-errors.ts"],
    include: ["src/**/*.test.ts"],
    exclude: ["src/**/*.process.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    // Sign-ins hash passwords (scrypt): on two loaded cores a test of several sign-ins takes tens of seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: PGlite start-ups in parallel files compete for them.
    maxWorkers: 2,
  },
});

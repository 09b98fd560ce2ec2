import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    setupFiles: ["src/testing/fail-on-unhandled-errors.ts"],
    include: ["src/**/*.test.ts"],
    exclude: ["src/**/*.process.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite start-ups in parallel files compete for them.
    maxWorkers: 2,
  },
});

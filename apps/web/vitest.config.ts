import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup-tests.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // CI shares two cores with a database, a browser and other suites: a test is a hang only well past 5 s.
    testTimeout: 30_000,
  },
});

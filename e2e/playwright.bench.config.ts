import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** Benches in a real browser against the real server: the e2e set-up, their own folder, one run each. */
export default defineConfig({
  ...base,
  testDir: "./bench",
  testMatch: "**/*.bench.ts",
  timeout: 180_000,
});

import { defineConfig } from "vitest/config";
import { PREACT_AS_REACT } from "./vite-preact-runtime";

export default defineConfig({
  resolve: {
    alias: [
      ...PREACT_AS_REACT,
      // Its ES module build, which the bundler can give Preact; Node would load the CommonJS one,
      // which requires React itself.
      {
        find: /^@testing-library\/react$/,
        replacement: "@testing-library/react/dist/@testing-library/react.esm.js",
      },
    ],
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup-tests.ts"],
    restoreMocks: true,
    // Libraries written for React run through the bundler too, so that they get Preact as the app does.
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /react-leaflet/] } },
    unstubGlobals: true,
    // CI shares two cores with a database, a browser and other suites: a test is a hang only well past 5 s.
    testTimeout: 30_000,
  },
});

import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineEntryCss } from "./vite-inline-css";
import { languagePreloads } from "./vite-language-preloads";
import { PREACT_AS_REACT } from "./vite-preact-runtime";
import { precompress } from "./vite-precompress";

const THEME_COLOR = "#4338ca";

/**
 * What the first screen shares with the lazy screens (Preact, the query library, the English words, the
 * API client), in one chunk: left to itself the bundler cuts it into five, and each is one more request
 * on slow mobile data (docs/decisions/057-first-screen-under-100-kb.md). Hooks only other screens use
 * (mutations) stay out of it.
 */
const FIRST_SCREEN_SHARED = {
  name: "shared",
  test: new RegExp(
    [
      String.raw`node_modules[\/]preact[\/]`,
      String.raw`node_modules[\/]@tanstack[\/][\w-]+[\/]build[\/]modern[\/](?!useMutation|mutationObserver|queryOptions)`,
      String.raw`packages[\/]core[\/]src[\/](time[\/]manila-time|constants|lines[\/]directions|i18n[\/]languages)\.ts$`,
      String.raw`packages[\/]core[\/]src[\/]catalogue[\/](en[\/](messages|web-texts)|format[\/](manila-format|plural))\.ts$`,
      String.raw`apps[\/]web[\/]src[\/]lib[\/](api[\/]|api-error\.ts|i18n[\/](i18n|language)\.ts)`,
    ].join("|"),
  ),
};

/**
 * V8's compile hint for a script whose functions nearly all run as it loads: it compiles them with the
 * script, off the main thread while the script streams in, instead of one by one on the main thread during
 * the first render (docs/decisions/083-first-screen-in-short-tasks.md). Added after minification, which would
 * drop it.
 */
const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

export default defineConfig({
  plugins: [
    tailwindcss(),
    inlineEntryCss(),
    languagePreloads(),
    precompress(),
    VitePWA({
      // A new version waits until the commuter chooses to reload; the app registers the worker itself,
      // without workbox-window (update-prompt.tsx, docs/decisions/057-first-screen-under-100-kb.md).
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icon.svg", "icon-192.png", "icon-512.png"],
      manifest: {
        name: "Riles: Metro Manila train arrivals",
        short_name: "Riles",
        description: "Next-train estimates for LRT-1, MRT-3 and LRT-2.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f8fafc",
        theme_color: THEME_COLOR,
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell opens offline; the API is never cached by the worker (arrivals fall back to the
        // schedule in the app itself).
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        // The reminders' push and notificationclick handlers (public/push-handlers.js).
        importScripts: ["push-handlers.js"],
      },
    }),
  ],
  resolve: { alias: PREACT_AS_REACT },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Every browser of es2022 preloads modules itself: no polyfill in the first screen's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [FIRST_SCREEN_SHARED] },
        postBanner: (chunk) =>
          chunk.isEntry || chunk.name === FIRST_SCREEN_SHARED.name ? COMPILE_ALL_ON_LOAD : "",
      },
      // The query library marks its modules "use client" for React's server components, which a
      // bundle for the browser has no use for.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineEntryCss } from "./vite-inline-css";
import { loadAfterPaint } from "./vite-load-after-paint";
import { LANGUAGE_PRELOADS, pagePreloads, STATION_PRELOADS } from "./vite-page-preloads";
import { precompress } from "./vite-precompress";
import { prerenderPages } from "./vite-prerender-pages";

const THEME_COLOR = "#4338ca";
/** The service worker's cache of the pages the server sent. */
const PAGES_CACHE = "riles-pages";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryCss(),
    loadAfterPaint(),
    prerenderPages(),
    pagePreloads([LANGUAGE_PRELOADS, STATION_PRELOADS]),
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
        // index.html, the English Lines page, is the one page precached: the last resort offline.
        globIgnores: ["pages/**"],
        // A page is asked of the server first, which sends it in the rider's language; the pages it sent are
        // kept for offline use (docs/decisions/110-a-page-per-line-and-station.md).
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !url.pathname.startsWith("/api/"),
            handler: "NetworkFirst",
            options: {
              cacheName: PAGES_CACHE,
              // A page kept for an address is its only copy offline, whatever headers it was asked with.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 30 },
              plugins: [
                {
                  // Offline at an address never opened: the page the server sent last, in the rider's
                  // language; React renders the address's screen over it. Copied into the worker as text,
                  // so the cache's name is written out.
                  handlerDidError: async () => {
                    const cache = await caches.open("riles-pages");
                    const last = (await cache.keys()).at(-1);
                    return last ? cache.match(last) : undefined;
                  },
                },
              ],
              // Nothing kept yet: the precached English Lines page.
              precacheFallback: { fallbackURL: "/index.html" },
            },
          },
        ],
        // The reminders' push and notificationclick handlers (public/push-handlers.js).
        importScripts: ["push-handlers.js"],
      },
    }),
  ],
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Every browser of es2022 preloads modules itself: no polyfill in the first screen's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // V8's explicit compile hint: nearly every function of the entry chunk (React DOM, the router, the
      // query client, the first screen) runs while the page hydrates, so Chrome compiles them off the main
      // thread as the script streams in rather than one by one on it during hydration; other browsers
      // ignore a comment. Added after minification, which would drop it
      // (docs/decisions/123-the-entry-compiled-as-it-streams-in.md).
      output: { postBanner: (chunk) => (chunk.isEntry ? "//# allFunctionsCalledOnLoad" : "") },
      // The query library marks its modules "use client" for React's server components, which a
      // bundle for the browser has no use for.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});

// Debian's Chromium, never a downloaded browser, for the e2e suite and the web bench. The
// background-networking flags keep it from calling hosts this machine cannot reach.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a Chromium that Playwright launches (it adds headless itself). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

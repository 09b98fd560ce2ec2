import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";

// On a loaded machine a screen can take more than the default second to settle; findBy and waitFor wait longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Pinned clocks and stubbed globals (fetch, EventSource) end with the test that set them.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A test in Filipino leaves the next one in English, as a first visit from an English browser.
  await applyLanguage("en");
  sessionStorage.clear();
  localStorage.clear();
});

// A React warning or a failed render is a bug, not noise: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

// jsdom does no layout, so it has no scrolling; tests that care spy on this.
Element.prototype.scrollIntoView = () => {};

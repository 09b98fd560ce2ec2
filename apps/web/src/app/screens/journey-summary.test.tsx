import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { journeysAnswer } from "#web/test/journeys-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { renderRoute, stubServer } from "#web/test/render-route.tsx";
import { JourneyScreen } from "./journey-screen";

// Tuesday 08:03 in Manila: every line is open.
const NOW = new Date("2026-11-24T08:03:00+08:00");

beforeEach(() => {
  pinClock(NOW);
  stubServer({ "GET /api/journeys": journeysAnswer(NOW) });
});

// The summary is one sentence ("Total 38 minutes, no change."): its middle part starts in lower case.
describe("a way's summary on one line", () => {
  it("says 'no change' in lower case mid-sentence", async () => {
    renderRoute(<JourneyScreen />, { path: "/journey", at: "/journey?from=lrt1.baclaran&to=lrt1.fpr" });
    expect(await screen.findByText(/^Total \d+ minutes, no change\.$/)).toBeInTheDocument();
  });

  it("says 'walang lipat' in lower case mid-sentence in Filipino", async () => {
    await applyLanguage("fil");
    renderRoute(<JourneyScreen />, { path: "/journey", at: "/journey?from=lrt1.baclaran&to=lrt1.fpr" });
    expect(await screen.findByText(/^Kabuuan \d+ (na )?minuto, walang lipat\.$/)).toBeInTheDocument();
  });
});

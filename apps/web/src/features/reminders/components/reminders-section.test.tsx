import type { ReminderRow } from "@riles/core";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { RemindersSection } from "./reminders-section";

// jsdom has no push: this device is one that saved reminders.
vi.mock("../push-device", () => ({
  currentDevice: async () => ({ endpoint: "https://push.example/device", auth: "auth" }),
  unsubscribe: async () => {},
}));

/** A Monday-to-Friday trip at Araneta Center-Cubao, its next notification at `nextAt`. */
function regularTrip(id: string, nextAt: string): ReminderRow {
  return {
    id,
    kind: "regular",
    line_id: "mrt3",
    station_id: "cube",
    direction: "southbound",
    lead_minutes: 5,
    days: [1, 2, 3, 4, 5],
    window_start: "07:30",
    window_end: "08:00",
    get_off_station_id: null,
    paused: false,
    next_at: nextAt,
    train_at: nextAt,
  };
}

function renderSection() {
  stubServer({
    "POST /api/reminders/list": () =>
      jsonResponse(200, [
        regularTrip("today", "2026-11-24T07:28:00+08:00"),
        regularTrip("tomorrow", "2026-11-25T07:28:00+08:00"),
        regularTrip("monday", "2026-11-30T07:28:00+08:00"),
      ]),
  });
  renderRoute(<RemindersSection />, { path: "/", at: "/" });
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => applyLanguage("en"));
});

describe("RemindersSection", () => {
  // Tuesday 24 November 2026, 06:00 in Manila (still Monday evening in New York, where the test runs).
  it("names the Manila day of a reminder's next notification unless it is today", async () => {
    pinClock("2026-11-24T06:00:00+08:00");
    renderSection();
    expect(await screen.findByText("Next: 7:28 AM")).toBeInTheDocument();
    expect(screen.getByText("Next: tomorrow, 7:28 AM")).toBeInTheDocument();
    expect(screen.getByText("Next: Mon, 7:28 AM")).toBeInTheDocument();
  });

  it("in Filipino", async () => {
    pinClock("2026-11-24T06:00:00+08:00");
    await act(() => applyLanguage("fil"));
    renderSection();
    expect(await screen.findByText("Susunod: 7:28 AM")).toBeInTheDocument();
    expect(screen.getByText("Susunod: bukas, 7:28 AM")).toBeInTheDocument();
    expect(screen.getByText("Susunod: Lun, 7:28 AM")).toBeInTheDocument();
  });
});

import { type ReminderRow, WEB_TEXTS_EN } from "@riles/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
  it("says why this device's reminders could not be loaded, and Try Again lists them", async () => {
    pinClock("2026-11-24T06:00:00+08:00");
    let down = true;
    stubServer({
      "POST /api/reminders/list": () =>
        down
          ? jsonResponse(503, { error: "The database is not answering", code: "databaseUnavailable" })
          : jsonResponse(200, [regularTrip("today", "2026-11-24T07:28:00+08:00")]),
    });
    renderRoute(<RemindersSection />, { path: "/", at: "/" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(WEB_TEXTS_EN.reminders.loadFailed)).toBeInTheDocument();
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);

    down = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(/^Next: /)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

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

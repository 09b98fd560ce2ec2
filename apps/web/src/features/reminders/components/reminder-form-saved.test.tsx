import { computeEtas } from "@riles/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { ReminderForm } from "./reminder-form";

// jsdom has no push: here it is a device that subscribes.
vi.mock("../push-device", () => ({
  pushAvailability: () => "available",
  ensureSubscription: async () => ({
    endpoint: "https://push.example/device",
    keys: { p256dh: "p256dh", auth: "auth" },
  }),
  currentDevice: async () => null,
}));

// Tuesday 24 November 2026, 08:03 in Manila; the test runs in New York's zone.
const NOW = new Date("2026-11-24T08:03:00+08:00");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ReminderForm once a reminder is saved", () => {
  it("stops saying 'Reminder saved' as soon as the rider changes the form for another", async () => {
    stubServer({
      "GET /api/reminders/key": () => jsonResponse(200, { publicKey: "key" }),
      "POST /api/reminders": () =>
        jsonResponse(200, {
          id: "r1",
          kind: "next-train",
          line_id: "mrt3",
          station_id: "cube",
          direction: "northbound",
          lead_minutes: 5,
          days: null,
          window_start: null,
          window_end: null,
          get_off_station_id: null,
          paused: false,
          next_at: null,
          train_at: null,
        }),
    });
    const etas = computeEtas({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReminderForm
          lineId="mrt3"
          stationId="cube"
          directions={["northbound"]}
          etas={etas}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save reminder" }));
    expect(
      await screen.findByText("Reminder saved. Riles will notify you 5 min before the train."),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Notify me" }), "10");
    expect(screen.queryByText(/Reminder saved/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Regular trip" }));
    expect(screen.queryByText(/Reminder saved/)).not.toBeInTheDocument();
  });
});

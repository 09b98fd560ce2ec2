import { computeEtas } from "@riles/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { inPrivateWindow, leavePrivateWindow } from "../testing/private-window";
import { ReminderForm } from "./reminder-form";

// Tuesday 24 November 2026, 08:03 in Manila; the test runs in New York's zone.
const NOW = new Date("2026-11-24T08:03:00+08:00");

function renderForm() {
  const etas = computeEtas({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [] });
  return render(
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
}

afterEach(async () => {
  vi.useRealTimers();
  await act(() => applyLanguage("en"));
});

describe("ReminderForm where push is not available (jsdom has no PushManager)", () => {
  it("says so in plain words and rings inside the open page at the moment instead", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
    renderForm();
    expect(screen.getByText(/cannot show Riles notifications while Riles is closed/)).toBeInTheDocument();
    expect(screen.getByText(/add Riles to the Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save reminder" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Remind me in this page instead" }));
    const set = screen.getByRole("status");
    // The button went away: its focus goes to the line saying what was set (decision 131).
    expect(set.closest("[tabindex='-1']")).toHaveFocus();
    expect(set).toHaveTextContent(
      /^Riles will sound an alert here at \d{1,2}:\d{2} (AM|PM), as long as this page stays open\.$/,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(11 * 60_000);
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Northbound: Next train at Araneta Center-Cubao in 5 min",
    );
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers the regular trip's days and window, and the lead times, in Filipino", async () => {
    await applyLanguage("fil");
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Regular na biyahe" }));
    expect(screen.getByRole("checkbox", { name: "Lun" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Sab" })).not.toBeChecked();
    expect(screen.getByLabelText("Mula")).toHaveValue("07:30");
    expect(screen.getByLabelText("Hanggang")).toHaveValue("08:00");
    const lead = screen.getByRole("combobox", { name: "Abisuhan ako" });
    expect(lead).toHaveValue("5");
    expect([...(lead as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "2 minuto bago ang tren",
      "5 minuto bago ang tren",
      "10 minuto bago ang tren",
    ]);
  });
});

describe("ReminderForm in a private window, whose browser refuses to subscribe", () => {
  afterEach(leavePrivateWindow);

  it("says push is not available in the rider's language, not the browser's error, and offers the page instead", async () => {
    inPrivateWindow();
    const calls = stubServer({ "GET /api/reminders/key": () => jsonResponse(200, { publicKey: "BAbc" }) });
    await applyLanguage("fil");
    renderForm();

    fireEvent.click(screen.getByRole("button", { name: "I-save ang paalala" }));

    expect(
      await screen.findByText(/Sa private window, buksan ang Riles sa karaniwang window\./),
    ).toBeVisible();
    expect(screen.queryByText(/Registration failed/)).not.toBeInTheDocument();
    // "Save reminder" went away: its focus goes to the line saying why (decision 131).
    expect(screen.getByText(/Sa private window, buksan ang Riles sa karaniwang window\./)).toHaveFocus();
    expect(screen.getByRole("button", { name: "Ipaalala na lang sa page na ito" })).toBeVisible();
    expect(calls.map((call) => call.route)).toEqual(["GET /api/reminders/key"]);
  });
});

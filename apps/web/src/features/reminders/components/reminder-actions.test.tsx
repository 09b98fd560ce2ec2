import { computeEtas } from "@riles/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReminderActions } from "./reminder-actions";

// jsdom has no push: here it is a device that subscribes, so the form has its Cancel.
vi.mock("../push-device", () => ({ pushAvailability: () => "available" }));

// Tuesday 24 November 2026, 08:03 in Manila.
const NOW = new Date("2026-11-24T08:03:00+08:00");

function renderActions() {
  const etas = computeEtas({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReminderActions lineId="mrt3" stationId="cube" directions={["northbound"]} etas={etas} wake />
    </QueryClientProvider>,
  );
  return screen.getByRole("button", { name: "Remind me: Northbound" });
}

describe("ReminderActions' panel", () => {
  it("closes on Escape from inside it, the focus back on Remind me", async () => {
    const user = userEvent.setup();
    const opener = renderActions();
    await user.click(opener);
    await user.click(await screen.findByRole("radio", { name: "Regular trip" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("radio", { name: "Regular trip" })).toBeNull();
    expect(opener).toHaveAttribute("aria-expanded", "false");
    expect(opener).toHaveFocus();
  });

  it("closes on Escape while Remind me, just pressed, still has the focus", async () => {
    const user = userEvent.setup();
    const opener = renderActions();
    await user.click(opener);
    expect(await screen.findByRole("radio", { name: "Next train" })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("radio", { name: "Next train" })).toBeNull();
    expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape from Wake me before my stop's form, the focus back on Remind me", async () => {
    const user = userEvent.setup();
    const opener = renderActions();
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Wake me before my stop" }));
    await user.click(await screen.findByRole("combobox", { name: "Get off at" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: "Wake me before my stop" })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("gives the focus back to Remind me on Cancel", async () => {
    const user = userEvent.setup();
    const opener = renderActions();
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("radio", { name: "Next train" })).toBeNull();
    expect(opener).toHaveFocus();
  });
});

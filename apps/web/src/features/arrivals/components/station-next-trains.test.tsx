import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubArrivalsServer } from "#web/test/arrivals-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { renderRoute } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_EMPTY_REPORT } from "#web/test/report-fixtures.ts";
import { StationNextTrains } from "./station-next-trains";

function renderNextTrains() {
  return renderRoute(<StationNextTrains lineId="lrt1" stationId="edsa" label="Next trains at EDSA" />, {
    path: "/",
    at: "/",
  });
}

describe("StationNextTrains", () => {
  it("marks a delayed or cancelled next train as its arrival card does, in words a screen reader hears", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubArrivalsServer([
      EDSA_DELAYED_EMPTY_REPORT,
      { ...EDSA_DELAYED_EMPTY_REPORT, id: "cancelled-south", direction: "southbound", status: "cancelled" },
    ]);
    renderNextTrains();

    const list = await screen.findByRole("list", { name: "Next trains at EDSA" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["to Fernando Poe Jr.Delayed2 min2 minutes", "to Dr. SantosCancelled3 min3 minutes"]);
    expect(within(list).getByText("Delayed")).toHaveClass("bg-amber-800");
    expect(within(list).getByText("Cancelled")).toHaveClass("bg-red-700");
    expect(within(list).getByText("3 min")).toHaveClass("line-through");
    expect(within(list).getByText("2 min")).not.toHaveClass("line-through");
  });
});

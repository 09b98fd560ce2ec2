import { getLine, getStation } from "@riles/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sightingsOf, stubArrivalsServer } from "#web/test/arrivals-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { StationArrivals } from "./station-arrivals";

function renderEdsaArrivals() {
  const line = getLine("lrt1");
  const station = getStation("lrt1", "edsa");
  if (!line || !station) throw new Error("No station lrt1/edsa");
  renderRoute(<StationArrivals line={line} station={station} />, { path: "/", at: "/" });
}

describe("StationArrivals", () => {
  it("keeps the station as a favourite on this device with the star", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubArrivalsServer([], {
      "GET /api/crowding": () => new Promise<Response>(() => {}),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsaArrivals();
    await userEvent.click(screen.getByRole("button", { name: "Add EDSA to favourites" }));
    expect(screen.getByRole("button", { name: "Remove EDSA from favourites" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("riles.favourites") ?? "[]")).toEqual([
      { lineId: "lrt1", stationId: "edsa" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Remove EDSA from favourites" }));
    expect(screen.getByRole("button", { name: "Add EDSA to favourites" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("riles.favourites") ?? "[]")).toEqual([]);
  });

  it("asks how full trains usually are only once the arrivals are shown", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    let answerSightings: (response: Response) => void = () => {};
    const calls = stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/sightings": () => new Promise<Response>((resolve) => (answerSightings = resolve)),
      "GET /api/crowding": () => new Promise<Response>(() => {}),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsaArrivals();
    // Testing Library's waitFor lets what the screen reads meanwhile (health, who is signed in) land inside act.
    await waitFor(() => expect(calls.map((call) => call.route)).toContain("GET /api/sightings"));
    expect(screen.queryByText("Usually at this station")).toBeNull();
    answerSightings(jsonResponse(200, sightingsOf([])));
    expect(await screen.findByText("Loading how full trains usually are…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Usually at this station" })).toBeInTheDocument();
    expect(calls.map((call) => call.route).filter((route) => route !== "GET /api/auth/get-session")).toEqual([
      "GET /api/health",
      "GET /api/sightings",
      "GET /api/crowding",
    ]);
  });
});

import { getStation, MESSAGES } from "@riles/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "#web/lib/query-client.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import {
  type Answer,
  fakeDeps,
  fakeFetch,
  fakeGeolocation,
  IP_URLS,
  position,
  positionError,
} from "../testing/fake-geolocation";
import type { LocateDeps } from "../user-location";
import { NearestStationCard } from "./nearest-station-card";

// The card reads the real browser through this one module; the tests put a fake device behind it.
const device = vi.hoisted(() => ({ deps: undefined as LocateDeps | undefined }));
vi.mock("../browser-locate-deps", () => ({ browserLocateDeps: () => device.deps }));

const NOW = new Date("2026-11-24T08:00:00+08:00");
const cube = getStation("mrt3", "cube")?.location ?? { latitude: 0, longitude: 0 };
/** About 300 m south of the MRT-3 Araneta Center-Cubao platform. */
const nearCube = position({
  latitude: cube.latitude - 0.0027,
  longitude: cube.longitude,
  timestamp: NOW.getTime(),
});
/** Inside the Manila box, but out in Bulacan, far from every line. */
const inBulacan = position({ latitude: 14.79, longitude: 120.92, timestamp: NOW.getTime() });

function onDevice(gps: () => Answer, { network = "never" as Answer, fetch = fakeFetch({}).fetch } = {}) {
  const fake = fakeGeolocation((options) => (options?.enableHighAccuracy ? gps() : network));
  device.deps = fakeDeps({ geolocation: fake.geolocation, fetch, now: () => NOW }).deps;
  return fake;
}

function renderCard() {
  const onChooseStation = vi.fn();
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NearestStationCard
        onChooseStation={onChooseStation}
        nextTrains={({ lineId, stationId, label }) => <p>{`${label}: ${lineId}/${stationId}`}</p>}
      />
    </QueryClientProvider>,
  );
  return { ...view, onChooseStation, user };
}

describe("NearestStationCard", () => {
  it("shows a busy placeholder while locating", () => {
    onDevice(() => "never");
    const { container } = renderCard();

    expect(screen.getByText("Finding your location")).toHaveClass("sr-only");
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("names the nearest station, its line and distance, makes room for its next trains, and links to its arrivals", async () => {
    pinClock(NOW);
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/reports": () => jsonResponse(200, []),
    });
    onDevice(() => ({ position: nearCube }));
    const { onChooseStation, user } = renderCard();

    const card = await screen.findByRole("region", { name: "Nearest Station" });
    expect(card).toHaveTextContent("MRT-3");
    expect(screen.getAllByText("0.3 km away")[0]).toBeVisible();
    expect(screen.getByRole("button", { name: "Update Location" })).toBeVisible();
    expect(screen.queryByText(MESSAGES.approximateLocation)).not.toBeInTheDocument();

    // The trains themselves are the arrivals feature's: src/app fills this slot (e2e: arrivals-first.spec.ts).
    expect(within(card).getByText("Next trains at Araneta Center-Cubao: mrt3/cube")).toBeVisible();

    const link = screen.getByRole("link", { name: "Araneta Center-Cubao" });
    expect(link).toHaveAttribute("href", "/?line=mrt3&station=cube");
    await user.click(link);
    expect(onChooseStation).toHaveBeenCalledWith("mrt3", "cube");
  });

  it("says a rider standing at the station is less than 0.1 km away, never '0.0 km away'", async () => {
    onDevice(() => ({ position: position({ ...cube, timestamp: NOW.getTime() }) }));
    renderCard();

    const card = await screen.findByRole("region", { name: "Nearest Station" });
    expect(within(card).getAllByText("Less than 0.1 km away")[0]).toBeVisible();
    expect(card).not.toHaveTextContent("0.0 km");
  });

  it("lists the other nearby stations, which open their arrivals too", async () => {
    onDevice(() => ({ position: nearCube }));
    const { onChooseStation, user } = renderCard();

    const others = await screen.findByRole("list", { name: "Also nearby" });
    const [second] = screen.getAllByRole("button", { name: /LRT-2/ });
    expect(others).toContainElement(second ?? null);
    await user.click(second as HTMLElement);
    expect(onChooseStation).toHaveBeenCalledWith("lrt2", "araneta");
  });

  it("adds the approximate-location notice when the location came from an IP lookup", async () => {
    onDevice(() => ({ error: positionError(2) }), { network: { error: positionError(2) } });
    renderCard();

    expect(await screen.findByText(MESSAGES.approximateLocation)).toBeVisible();
    expect(screen.getByRole("heading", { name: "Nearest Station" })).toBeVisible();
  });

  it("shows the error with Try Again, which runs the flow again", async () => {
    let answer: Answer = { error: positionError(1) };
    onDevice(() => answer);
    const { user } = renderCard();

    expect(await screen.findByRole("heading", { name: "Location Error" })).toBeVisible();
    const card = screen.getByRole("region", { name: "Location Error" });
    expect(within(card).getByText(MESSAGES.locationDenied)).toBeVisible();

    answer = { position: nearCube };
    await user.click(screen.getByRole("button", { name: "Try Again" }));

    expect(await screen.findByRole("heading", { name: "Nearest Station" })).toBeVisible();
    expect(screen.queryByText("Location Error")).not.toBeInTheDocument();
  });

  it("tells screen readers what went wrong in the error's own words", async () => {
    onDevice(() => ({ error: positionError(1) }));
    renderCard();

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.locationDenied));
  });

  it("keeps the focus in the card when Enter on Try Again or Update Location locates again", async () => {
    let answer: Answer = { error: positionError(1) };
    onDevice(() => answer);
    const { user } = renderCard();

    answer = { position: nearCube };
    (await screen.findByRole("button", { name: "Try Again" })).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Location" })).toHaveFocus());

    answer = { error: positionError(1) };
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Try Again" })).toHaveFocus());
  });

  it("while it locates again, holds the focus on the placeholder that says it is finding the location", async () => {
    let answer: Answer = { error: positionError(1) };
    onDevice(() => answer);
    const { user } = renderCard();

    answer = "never";
    (await screen.findByRole("button", { name: "Try Again" })).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Finding your location").parentElement).toHaveFocus();
  });

  it("says so when the browser has no geolocation", async () => {
    device.deps = fakeDeps({ geolocation: undefined, now: () => NOW }).deps;
    renderCard();

    const card = await screen.findByRole("region", { name: "Location Error" });
    expect(within(card).getByText(MESSAGES.geolocationUnsupported)).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.geolocationUnsupported);
  });

  it("shows nothing when no station is within 5 km", async () => {
    const fake = onDevice(() => ({ position: inBulacan }));
    const { container } = renderCard();

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(fake.calls).toHaveLength(1);
  });

  it("says so when Update Location finds no station within 5 km, the focus going to that line and Update Location next", async () => {
    let answer: Answer = { position: nearCube };
    onDevice(() => answer);
    const { user } = renderCard();

    answer = { position: inBulacan };
    (await screen.findByRole("button", { name: "Update Location" })).focus();
    await user.keyboard("{Enter}");

    const card = await screen.findByRole("region", { name: "Nearest Station" });
    const message = within(card).getByText("No station within 5 km of you.");
    expect(message).toBeVisible();
    expect(message).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("No station within 5 km of you.");
    await user.tab();
    expect(within(card).getByRole("button", { name: "Update Location" })).toHaveFocus();
  });

  it("says the location is approximate when no station is near a position from an IP lookup", async () => {
    let answer: Answer = { position: nearCube };
    const [firstService = ""] = IP_URLS;
    onDevice(() => answer, {
      network: { error: positionError(2) },
      fetch: fakeFetch({ [firstService]: () => jsonResponse(200, { latitude: 14.79, longitude: 120.92 }) })
        .fetch,
    });
    const { user } = renderCard();

    // GPS is gone when the rider asks again: the IP lookup places them out in Bulacan.
    answer = { error: positionError(2) };
    await user.click(await screen.findByRole("button", { name: "Update Location" }));

    const card = await screen.findByRole("region", { name: "Nearest Station" });
    expect(await within(card).findByText("No station within 5 km of you.")).toBeVisible();
    expect(within(card).getByText(MESSAGES.approximateLocation)).toBeVisible();
  });

  it("stops watching the position when it goes away", () => {
    const fake = onDevice(() => "never");
    const { unmount } = renderCard();
    expect(fake.watching()).toBe(1);

    unmount();

    expect(fake.watching()).toBe(0);
  });
});

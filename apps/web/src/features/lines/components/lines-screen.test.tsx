import { LINES_HELP_TEXT, MESSAGES } from "@riles/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute, stubServer } from "../../../test/render-route";
import { LinesScreen } from "./lines-screen";

/** Renders the screen and waits for its location card to settle (jsdom has no geolocation). */
async function renderLines(at = "/") {
  const view = renderRoute(<LinesScreen />, { path: "/", at });
  expect(await screen.findByText(MESSAGES.geolocationUnsupported)).toBeInTheDocument();
  return view;
}

const stationList = () => screen.getByRole("list", { name: /stations$/ });
const stationNames = () =>
  within(stationList())
    .getAllByRole("button")
    .map((button) => button.textContent);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-24T08:03:00+08:00"), toFake: ["Date"] });
  stubServer({
    "GET /api/health": () => jsonResponse(200, { status: "ok" }),
    "GET /api/reports": () => jsonResponse(200, []),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("LinesScreen", () => {
  it("starts on LRT-1 with its 25 stations, north to south, and no station chosen", async () => {
    await renderLines();
    expect(screen.getByRole("button", { name: "LRT-1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAttribute("aria-pressed", "false");
    expect(stationNames()).toHaveLength(25);
    expect(stationNames()[0]).toBe("Fernando Poe Jr.");
    expect(screen.queryByRole("heading", { level: 2, name: "EDSA" })).toBeNull();
  });

  it("filters stations by a case-insensitive substring of their name", async () => {
    await renderLines();
    await userEvent.click(screen.getByRole("button", { name: "MRT-3" }));
    await userEvent.type(screen.getByPlaceholderText("Search stations..."), "CUB");
    expect(stationNames()).toEqual(["Araneta Center-Cubao"]);
    await userEvent.clear(screen.getByPlaceholderText("Search stations..."));
    await userEvent.type(screen.getByPlaceholderText("Search stations..."), "zzz");
    expect(screen.queryByRole("list", { name: /stations$/ })).toBeNull();
    expect(screen.getByText("No station matches “zzz”.")).toBeInTheDocument();
  });

  it("choosing a station marks it, keeps it in the address and shows its arrivals", async () => {
    const { router } = await renderLines();
    await userEvent.click(screen.getByRole("button", { name: "EDSA" }));
    expect(screen.getByRole("button", { name: "EDSA" })).toHaveAttribute("aria-pressed", "true");
    expect(router.state.location.search).toBe("?line=lrt1&station=edsa");
    expect(await screen.findByRole("heading", { level: 2, name: "EDSA" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Northbound" })).toBeInTheDocument();
  });

  it("changing the line clears the chosen station and the search text", async () => {
    const { router } = await renderLines("/?line=lrt1&station=edsa");
    expect(await screen.findByRole("heading", { level: 2, name: "EDSA" })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText("Search stations..."), "ed");

    await userEvent.click(screen.getByRole("button", { name: "LRT-2" }));
    expect(router.state.location.search).toBe("?line=lrt2");
    expect(screen.getByPlaceholderText("Search stations...")).toHaveValue("");
    expect(screen.queryByRole("heading", { level: 2, name: "EDSA" })).toBeNull();
    expect(stationNames()).toHaveLength(13);
    expect(stationNames()[0]).toBe("Recto");
  });

  it("opens a shared link at its station", async () => {
    await renderLines("/?line=mrt3&station=cube");
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAttribute("aria-pressed", "true");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Araneta Center-Cubao" }),
    ).toBeInTheDocument();
  });

  it("falls back to LRT-1 and no station for unknown ids", async () => {
    await renderLines("/?line=lrt9&station=nowhere");
    expect(screen.getByRole("button", { name: "LRT-1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).not.toContain(
      "nowhere",
    );
  });

  it("scrolls smoothly to the arrivals 100 ms after a station is chosen", async () => {
    const scrolled: ScrollIntoViewOptions[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation((options) => {
      scrolled.push(options as ScrollIntoViewOptions);
    });
    await renderLines();
    vi.useFakeTimers({ now: new Date("2026-11-24T08:03:00+08:00"), toFake: ["Date", "setTimeout"] });
    act(() => screen.getByRole("button", { name: "EDSA" }).click());
    act(() => vi.advanceTimersByTime(99));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual([{ behavior: "smooth", block: "start" }]);
  });

  it("hides the How it works box when asked", async () => {
    await renderLines();
    expect(screen.getByText(LINES_HELP_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Hide How it works" }));
    expect(screen.queryByText(LINES_HELP_TEXT)).toBeNull();
    expect(screen.queryByRole("heading", { name: "How it works" })).toBeNull();
  });
});

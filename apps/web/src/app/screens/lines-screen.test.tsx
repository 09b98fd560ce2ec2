import type { ReportRow } from "@riles/core";
import { LINES_HELP_TEXT, MESSAGES, MESSAGES_FIL } from "@riles/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { currentLocation, jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { LinesScreen } from "./lines-screen";

const sightingsOf = (reports: readonly ReportRow[]) => ({
  line_id: "lrt1",
  run_time_factor: 1,
  kept_directions: [],
  reports,
});

/** Renders the screen and waits for its location card to settle (jsdom has no geolocation). */
async function renderLines(at = "/") {
  const view = renderRoute(<LinesScreen />, { path: "/", at });
  expect(await screen.findByRole("region", { name: "Location Error" })).toHaveTextContent(
    MESSAGES.geolocationUnsupported,
  );
  return view;
}

const stationList = () => screen.getByRole("list", { name: /stations$/ });
const stationNames = () =>
  within(stationList())
    .getAllByRole("link")
    .map((link) => link.textContent);
const stationLink = (name: string) => within(stationList()).getByRole("link", { name });

const quietLines = ["lrt1", "mrt3", "lrt2"].map((line_id) => ({
  line_id,
  delayed: 0,
  cancelled: 0,
  latest_report_at: null,
}));

beforeEach(() => {
  pinClock(new Date("2026-11-24T08:03:00+08:00"));
  stubServer({
    "GET /api/health": () => jsonResponse(200, { status: "ok" }),
    "GET /api/sightings": () => jsonResponse(200, sightingsOf([])),
    "GET /api/lines/status": () => jsonResponse(200, quietLines),
  });
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

  it("tells a screen reader in the search when no station of the line matches", async () => {
    await renderLines();
    const search = screen.getByRole("searchbox", { name: "Search LRT-1 stations" });
    await userEvent.type(search, "zzz");
    // The list goes without a sound: the words that say why are the search's description and a status.
    expect(search).toHaveAccessibleDescription("No station matches “zzz”.");
    const said = screen.getAllByRole("status").find((status) => status.textContent?.includes("zzz"));
    expect(said).toHaveTextContent("No station matches “zzz”.");
  });

  it("choosing a station marks it, keeps it in the address and shows its arrivals", async () => {
    await renderLines();
    await userEvent.click(stationLink("EDSA"));
    expect(stationLink("EDSA")).toHaveAttribute("aria-current", "true");
    expect(currentLocation().search).toBe("?line=lrt1&station=edsa");
    expect(await screen.findByRole("heading", { level: 2, name: "EDSA" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Northbound" })).toBeInTheDocument();
  });

  it("links each station to its arrivals' address, and leaves a click that opens a new tab to the browser", async () => {
    await renderLines("/?line=mrt3");
    expect(stationLink("Araneta Center-Cubao")).toHaveAttribute("href", "/?line=mrt3&station=cube");
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void stationLink("Araneta Center-Cubao").dispatchEvent(newTab));
    expect(newTab.defaultPrevented).toBe(false);
    expect(currentLocation().search).toBe("?line=mrt3");
    expect(stationLink("Araneta Center-Cubao")).not.toHaveAttribute("aria-current");
  });

  it("is one tab stop: arrows, Home and End move between stations, Enter chooses one", async () => {
    await renderLines("/?line=lrt2&station=araneta");
    const links = within(stationList()).getAllByRole("link");
    expect(links.filter((link) => link.tabIndex === 0).map((link) => link.textContent)).toEqual([
      "Araneta Center-Cubao",
    ]);
    act(() => stationLink("Araneta Center-Cubao").focus());
    await userEvent.keyboard("{ArrowDown}");
    expect(stationLink("Anonas")).toHaveFocus();
    expect(currentLocation().search).toBe("?line=lrt2&station=araneta");
    await userEvent.keyboard("{End}");
    expect(stationLink("Antipolo")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(stationLink("Antipolo")).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowUp}");
    expect(stationLink("Recto")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(currentLocation().search).toBe("?line=lrt2&station=legal");
    expect(stationLink("Legarda")).toHaveAttribute("aria-current", "true");
    // Its arrivals load after the choice: wait for them, so nothing updates after the test.
    expect(await screen.findByRole("heading", { level: 2, name: "Legarda" })).toBeInTheDocument();
    await userEvent.tab();
    expect(stationLink("Legarda")).not.toHaveFocus();
  });

  it("changing the line clears the chosen station and the search text", async () => {
    await renderLines("/?line=lrt1&station=edsa");
    expect(await screen.findByRole("heading", { level: 2, name: "EDSA" })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText("Search stations..."), "ed");

    await userEvent.click(screen.getByRole("button", { name: "LRT-2" }));
    expect(currentLocation().search).toBe("?line=lrt2");
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

  it("goes to the arrivals of the station it was opened on, once they have their final height", async () => {
    const scrolledTo: string[][] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {
      scrolledTo.push(
        screen.queryAllByRole("region").map((region) => region.getAttribute("aria-labelledby") ?? ""),
      );
    });
    await renderLines("/?line=mrt3&station=cube");
    await waitFor(() => expect(scrolledTo).toHaveLength(1));
    expect(scrolledTo[0]).toEqual(expect.arrayContaining(["arrivals-northbound", "arrivals-southbound"]));
  });

  it("stays at the top when opened on no station", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    await renderLines("/?line=mrt3");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(scroll).not.toHaveBeenCalled();
  });

  it("falls back to LRT-1 and no station for unknown ids", async () => {
    await renderLines("/?line=lrt9&station=nowhere");
    expect(screen.getByRole("button", { name: "LRT-1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).not.toContain(
      "nowhere",
    );
  });

  it("scrolls smoothly to the arrivals once they have their final height, not before 100 ms", async () => {
    const scrolls: { options: ScrollIntoViewOptions; afterMs: number; regions: string[] }[] = [];
    let chosenAt = 0;
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation((options) => {
      scrolls.push({
        options: options as ScrollIntoViewOptions,
        afterMs: performance.now() - chosenAt,
        // What a person would see at that moment: the direction groups, not placeholders.
        regions: screen
          .queryAllByRole("region")
          .map((region) => region.getAttribute("aria-labelledby") ?? ""),
      });
    });
    await renderLines();
    chosenAt = performance.now();
    await userEvent.click(stationLink("EDSA"));
    await waitFor(() => expect(scrolls).toHaveLength(1));
    expect(scrolls[0]?.options).toEqual({ behavior: "smooth", block: "start" });
    expect(scrolls[0]?.afterMs).toBeGreaterThanOrEqual(100);
    expect(scrolls[0]?.regions).toEqual(
      expect.arrayContaining(["arrivals-northbound", "arrivals-southbound"]),
    );
  });

  it("finds old and common names, and stations of other lines, which open on their line", async () => {
    await renderLines();
    const search = screen.getByPlaceholderText("Search stations...");
    await userEvent.type(search, "Roosevelt");
    expect(stationNames()).toEqual(["Fernando Poe Jr."]);

    await userEvent.clear(search);
    await userEvent.type(search, "cubao");
    expect(screen.getByText("No station matches “cubao”.")).toBeInTheDocument();
    const others = screen.getByRole("region", { name: "On other lines" });
    expect(
      within(others)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Araneta Center-CubaoMRT-3", "Araneta Center-CubaoLRT-2"]);
    await userEvent.click(within(others).getAllByRole("button")[0] as HTMLElement);
    expect(currentLocation().search).toBe("?line=mrt3&station=cube");
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAttribute("aria-pressed", "true");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Araneta Center-Cubao" }),
    ).toBeInTheDocument();
  });

  it("lists favourites first with each direction's next train, and opens one", async () => {
    localStorage.setItem("riles.favourites", JSON.stringify([{ lineId: "mrt3", stationId: "cube" }]));
    await renderLines();
    expect(await screen.findByRole("heading", { level: 2, name: "Favourites" })).toBeInTheDocument();
    const trains = await screen.findByRole("list", { name: "Next trains at Araneta Center-Cubao" });
    expect(
      within(trains)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^to North Avenue(?:NowNow|(\d+) min\1 minutes?)$/),
      expect.stringMatching(/^to Taft Avenue(?:NowNow|(\d+) min\1 minutes?)$/),
    ]);
    await userEvent.click(screen.getByRole("link", { name: "Araneta Center-Cubao MRT-3" }));
    expect(currentLocation().search).toBe("?line=mrt3&station=cube");
  });

  // Each favourite's button said only "Remind me": with two, a screen reader could not tell them apart.
  it("names each favourite's reminder button by its station", async () => {
    localStorage.setItem(
      "riles.favourites",
      JSON.stringify([
        { lineId: "mrt3", stationId: "cube" },
        { lineId: "lrt1", stationId: "mon" },
      ]),
    );
    await renderLines();
    const favourites = await screen.findByRole("region", { name: "Favourites" });
    expect(
      within(favourites)
        .getAllByRole("button", { name: /^Remind me/ })
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Remind me at Araneta Center-Cubao", "Remind me at Monumento"]);
  });

  it("shows no Favourites section without favourites", async () => {
    await renderLines();
    expect(screen.queryByRole("heading", { name: "Favourites" })).toBeNull();
  });

  it("marks the lines whose riders reported delays or cancellations", async () => {
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/lines/status": () =>
        jsonResponse(200, [
          { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null },
          { line_id: "mrt3", delayed: 2, cancelled: 0, latest_report_at: "2026-11-24T00:01:00.000Z" },
          { line_id: "lrt2", delayed: 1, cancelled: 1, latest_report_at: "2026-11-24T00:02:00.000Z" },
        ]),
    });
    await renderLines();
    expect(await screen.findByText("Delays reported")).toBeVisible();
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAccessibleDescription("Delays reported");
    expect(screen.getByRole("button", { name: "LRT-2" })).toHaveAccessibleDescription(
      "Cancellations reported",
    );
    expect(screen.getByRole("button", { name: "LRT-1" })).not.toHaveAccessibleDescription();
    // Two notes do not fit a phone's row: it scrolls sideways, and a keyboard can reach it to scroll.
    const notes = screen.getByRole("group", { name: "Line trouble reported" });
    expect(notes).toHaveAttribute("tabindex", "0");
    expect(within(notes).getAllByRole("listitem")).toHaveLength(2);
  });

  it("keeps the trouble notes' row out of the tab order while no line is troubled", async () => {
    const calls = stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/lines/status": () =>
        jsonResponse(
          200,
          ["lrt1", "mrt3", "lrt2"].map((line_id) => ({
            line_id,
            delayed: 0,
            cancelled: 0,
            latest_report_at: null,
          })),
        ),
    });
    await renderLines();
    await waitFor(() => expect(calls.map(({ route }) => route)).toContain("GET /api/lines/status"));
    await act(async () => {});
    expect(screen.queryByRole("group", { name: "Line trouble reported" })).toBeNull();
    expect(screen.queryByText("Delays reported")).toBeNull();
  });

  // Last in this file: the dismissal lasts until the page (here: this test module) is loaded again.
  it("hides the How it works box when asked, the focus going to its section's heading, also after changing the line", async () => {
    await renderLines();
    expect(screen.getByText(LINES_HELP_TEXT)).toBeInTheDocument();
    screen.getByRole("button", { name: "Hide How it works" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByText(LINES_HELP_TEXT)).toBeNull();
    // The button went with the box: the focus is on the section's heading, the search box next.
    expect(screen.getByRole("heading", { name: "Select a Station" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "How it works" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "MRT-3" }));
    await userEvent.click(screen.getByRole("button", { name: "LRT-1" }));
    expect(screen.queryByText(LINES_HELP_TEXT)).toBeNull();
  });
});

describe("LinesScreen in Filipino", () => {
  it("shows the pickers, the location card and a station's arrivals in Filipino", async () => {
    await applyLanguage("fil");
    renderRoute(<LinesScreen />, { path: "/", at: "/" });
    expect(await screen.findByRole("region", { name: "Error sa Lokasyon" })).toHaveTextContent(
      MESSAGES_FIL.geolocationUnsupported,
    );
    expect(document.documentElement.lang).toBe("fil");
    expect(screen.getByRole("heading", { level: 1, name: "Mga Linya" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pumili ng Linya ng Tren" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Error sa Lokasyon" })).toBeInTheDocument();
    const stations = screen.getByRole("list", { name: "Mga istasyon ng LRT-1" });

    await userEvent.click(within(stations).getByRole("link", { name: "EDSA" }));
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    expect(within(northbound).getByText("papuntang Fernando Poe Jr.")).toBeInTheDocument();
    expect(within(northbound).getByText("Schedule lang")).toBeInTheDocument();
    expect(within(northbound).getByText("Susunod na Tren")).toBeInTheDocument();
    expect(
      within(northbound).getByRole("link", { name: "I-report ang pag-alis ng northbound na tren" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "I-refresh" })).toBeInTheDocument();
    expect(screen.queryByText("Next Train")).toBeNull();
  });
});

import {
  type Direction,
  getLine,
  getStation,
  type Line,
  MESSAGES,
  REFUSAL_TEXTS_EN,
  type ReportRow,
  type Station,
  WEB_TEXTS_EN,
} from "@riles/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { sightingsOf, stubArrivalsServer } from "#web/test/arrivals-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_EMPTY_REPORT } from "#web/test/report-fixtures.ts";
import { ArrivalsPanel } from "./arrivals-panel";

function stationOf(lineId: string, stationId: string): { line: Line; station: Station } {
  const line = getLine(lineId);
  const station = getStation(lineId, stationId);
  if (!line || !station) throw new Error(`No station ${lineId}/${stationId}`);
  return { line, station };
}

function renderPanel(lineId: string, stationId: string) {
  const { line, station } = stationOf(lineId, stationId);
  return renderRoute(<ArrivalsPanel line={line} station={station} />, { path: "/", at: "/" });
}

/** The panel at a pinned Manila time, with no reports: the schedule only. */
function renderScheduleOnlyPanel(at: string, lineId: string, stationId: string) {
  pinClock(at);
  stubArrivalsServer();
  return renderPanel(lineId, stationId);
}

const healthy = () => jsonResponse(200, { status: "ok" });
const minutesIn = (region: HTMLElement) =>
  within(region)
    .getAllByTestId("arrival-minutes")
    .map((element) => element.textContent);

describe("ArrivalsPanel", () => {
  it("shows two placeholder cards while the first result loads", () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubServer({ "GET /api/health": () => new Promise<Response>(() => {}) });
    renderPanel("lrt1", "edsa");
    expect(screen.getAllByTestId("arrival-placeholder")).toHaveLength(2);
    expect(screen.getByText("Loading arrivals…")).toBeInTheDocument();
  });

  it("groups the scheduled trains by direction, soonest first, the first marked next", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    const calls = stubArrivalsServer([], { "GET /api/auth/get-session": () => jsonResponse(200, null) });
    renderPanel("lrt1", "edsa");

    const northbound = await screen.findByRole("region", { name: "Northbound" });
    const southbound = screen.getByRole("region", { name: "Southbound" });
    expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]);
    expect(minutesIn(southbound)).toEqual(["3", "8"]);
    expect(within(northbound).getAllByText("Next Train")).toHaveLength(1);
    expect(within(northbound).getByText("Arriving")).toBeInTheDocument();
    expect(within(southbound).getByText("in 3 minutes · 8:06 AM")).toBeInTheDocument();
    expect(screen.getByText("Updated just now")).toBeInTheDocument();
    // Who is signed in (may they vote?) is read as the panel opens, not when a report first arrives.
    expect(calls.map((call) => call.route).sort()).toEqual([
      "GET /api/auth/get-session",
      "GET /api/health",
      "GET /api/sightings",
    ]);
  });

  it("marks trains delayed by a recent report and shows them later", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    const delayed = EDSA_DELAYED_EMPTY_REPORT;
    stubArrivalsServer([delayed]);
    renderPanel("lrt1", "edsa");

    const northbound = await screen.findByRole("region", { name: "Northbound" });
    // An empty train reported delayed adds 2 minutes to the 08:03 and 08:08 arrivals.
    expect(minutesIn(northbound)).toEqual(["2", "7"]);
    expect(
      within(northbound)
        .getAllByRole("listitem")
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining("Delayed"), expect.stringContaining("Delayed")]);
    // The group says what its estimate rests on: the report's status, crowd level and age.
    expect(within(northbound).getByText(/reported 2 min ago/)).toHaveTextContent(
      "Delayed · Empty · reported 2 min ago",
    );
    const southbound = screen.getByRole("region", { name: "Southbound" });
    expect(within(southbound).queryByText("Delayed")).toBeNull();
    expect(within(southbound).getByText("Schedule only")).toBeInTheDocument();
  });

  it("says how full the coming train was where a rider saw it leave, and nothing of trains gone by", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    const seen = (id: string, stationId: string, direction: Direction, minutesAgo: number): ReportRow => ({
      id,
      line_id: "lrt1",
      station_id: stationId,
      direction,
      status: "on-time",
      crowd_level: "packed",
      created_at: new Date(Date.parse("2026-11-24T08:03:00+08:00") - minutesAgo * 60_000).toISOString(),
    });
    stubServer({
      "GET /api/health": healthy,
      // Northbound, the coming train left MIA Road (three stations before EDSA) 3 minutes ago. Southbound,
      // the train seen at Libertad 12 minutes ago passed EDSA long since: the coming one is unseen.
      "GET /api/sightings": () =>
        jsonResponse(
          200,
          sightingsOf([seen("r1", "libertad", "southbound", 12), seen("r2", "mia", "northbound", 3)]),
        ),
    });
    renderPanel("lrt1", "edsa");

    const northbound = await screen.findByRole("region", { name: "Northbound" });
    expect(within(northbound).getByText("Packed when it left MIA Road, 3 min ago")).toBeInTheDocument();
    // The line says what the time rests on too, so "Seen leaving" is not repeated.
    expect(within(northbound).queryByText(/Seen leaving/)).toBeNull();
    const southbound = screen.getByRole("region", { name: "Southbound" });
    expect(within(southbound).getByText("Seen leaving Libertad 12 min ago")).toBeInTheDocument();
    expect(within(southbound).queryByText(/Packed/)).toBeNull();

    await act(() => applyLanguage("fil"));
    expect(
      await within(northbound).findByText("Siksikan nang umalis sa MIA Road, 3 min na ang nakalipas"),
    ).toBeInTheDocument();
  });

  it("announces the arrivals once they are shown, and never reads out the cards' minutes as they count down", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubArrivalsServer([], { "GET /api/auth/get-session": () => jsonResponse(200, null) });
    renderPanel("lrt1", "edsa");

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Arrivals at EDSA are shown"));
    const minutes = screen.getAllByTestId("arrival-minutes");
    expect(minutes.length).toBeGreaterThan(0);
    for (const element of minutes) expect(element.closest('[aria-live], [role="status"]')).toBeNull();
  });

  it("names where each direction goes once, under its title, and not on every card", async () => {
    renderScheduleOnlyPanel("2026-11-24T08:03:00+08:00", "lrt1", "edsa");
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    expect(within(northbound).getByText("to Fernando Poe Jr.")).toBeInTheDocument();
    expect(within(northbound).getAllByText("Northbound")).toHaveLength(1);
    expect(
      within(screen.getByRole("region", { name: "Southbound" })).getByText("to Dr. Santos"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Schedule only")).toHaveLength(2);
  });

  it("keeps a direction with no train due in view, with its next scheduled train", async () => {
    // LRT-2's first trains leave at 05:00: westbound reaches Araneta Center-Cubao at 05:14, eastbound 05:17.
    renderScheduleOnlyPanel("2026-11-24T05:05:00+08:00", "lrt2", "araneta");
    const westbound = await screen.findByRole("region", { name: "Westbound" });
    expect(minutesIn(westbound)).toEqual(["9"]);
    const eastbound = screen.getByRole("region", { name: "Eastbound" });
    expect(within(eastbound).getByText(/No train within 10 minutes/)).toHaveTextContent(
      "No train within 10 minutes · next scheduled 5:17 AM",
    );
  });

  it("shows only the direction that leaves a terminus", async () => {
    renderScheduleOnlyPanel("2026-11-24T08:03:00+08:00", "lrt2", "emerald");
    expect(await screen.findByRole("region", { name: "Westbound" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Eastbound" })).toBeNull();
  });

  it("names each direction's last train in the last hour of service", async () => {
    // LRT-1's last weekday train leaves Dr. Santos at 22:42 and reaches EDSA at 22:55.
    renderScheduleOnlyPanel("2026-11-24T22:00:00+08:00", "lrt1", "edsa");
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    expect(within(northbound).getByText("Last train 10:55 PM")).toBeInTheDocument();
  });

  it("names no last train earlier in the day", async () => {
    renderScheduleOnlyPanel("2026-11-24T08:03:00+08:00", "lrt1", "edsa");
    await screen.findByRole("region", { name: "Northbound" });
    expect(screen.queryByText(/Last train/)).toBeNull();
  });

  it("says the station is closed, with the line's hours and tomorrow's first trains, and asks the server nothing", () => {
    pinClock("2026-11-24T23:30:00+08:00");
    const calls = stubServer({});
    renderPanel("lrt1", "edsa");
    expect(screen.getByText(MESSAGES.stationClosed)).toBeInTheDocument();
    expect(screen.getByText("4:30 AM - 10:30 PM")).toBeInTheDocument();
    expect(screen.getByText("First train")).toBeInTheDocument();
    // Wednesday's first trains leave both termini at 04:30: 13 and 36 minutes from EDSA.
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "4:43 AM to Fernando Poe Jr.",
      "5:06 AM to Dr. Santos",
    ]);
    expect(screen.getByRole("button", { name: "Refresh" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Report a departure/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("before a Saturday's opening gives that morning's weekend first train", () => {
    pinClock("2026-11-28T04:45:00+08:00");
    stubServer({});
    renderPanel("lrt1", "baclaran");
    expect(screen.getByText(MESSAGES.stationClosed)).toBeInTheDocument();
    expect(screen.getByText("5:11 AM")).toBeInTheDocument();
  });

  it("says no trains are en route when none is due within ten minutes", async () => {
    // LRT-2's first trains leave both termini at 05:00; Araneta Center-Cubao is 14 and 17 minutes away.
    renderScheduleOnlyPanel("2026-11-24T05:00:00+08:00", "lrt2", "araneta");
    expect(await screen.findByText(MESSAGES.noTrains)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.expectedWait)).toBeInTheDocument();
    expect(screen.getByText(/Next scheduled train/)).toHaveTextContent(
      "Next scheduled train: 5:14 AM to Recto",
    );
  });

  it("shows why and the schedule's times when nothing could be loaded", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubServer({ "GET /api/health": () => jsonResponse(503, { error: "Database unavailable" }) });
    renderPanel("lrt1", "edsa");

    // A 503 without the server's own code is a gateway answering for a server that did not.
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      WEB_TEXTS_EN.network.noAnswer,
    );
    expect(screen.getByText(WEB_TEXTS_EN.network.scheduleFailed)).toBeInTheDocument();
    expect(minutesIn(screen.getByRole("region", { name: "Northbound" }))).toEqual(["Now", "5", "10"]);
  });

  it("shows the server's message for a refused request", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubServer({
      "GET /api/health": healthy,
      "GET /api/sightings": () => jsonResponse(400, { error: REFUSAL_TEXTS_EN.invalidEtaParams }),
    });
    renderPanel("lrt1", "edsa");
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      REFUSAL_TEXTS_EN.invalidEtaParams,
    );
  });

  it("says the answer is malformed when the server does not send a list", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubServer({ "GET /api/health": healthy, "GET /api/sightings": () => jsonResponse(200, { rows: [] }) });
    renderPanel("lrt1", "edsa");
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.invalidResponseFormat,
    );
  });

  it("tells a screen reader that Refresh is under way and when the arrivals are shown again", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    let release: () => void = () => {};
    let held = false;
    stubServer({
      "GET /api/health": () => healthy(),
      "GET /api/sightings": async () => {
        if (held) await new Promise<void>((resolve) => (release = resolve));
        return jsonResponse(200, sightingsOf([]));
      },
    });
    renderPanel("lrt1", "edsa");
    await screen.findByRole("region", { name: "Northbound" });
    const said = () =>
      screen
        .getAllByRole("status")
        .map((status) => status.textContent)
        .join(" | ");
    expect(said()).toContain("Arrivals at EDSA are shown");
    held = true;
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    // The spinning icon is all a sighted rider needs; a screen reader is told in words.
    await waitFor(() => expect(said()).toContain(WEB_TEXTS_EN.refreshingArrivals("EDSA")));
    await act(async () => release());
    // Changed back from "Refreshing", the line is read out again: the new arrivals are there.
    await waitFor(() => expect(said()).toContain("Arrivals at EDSA are shown"));
  });

  it("keeps the last result when a refresh fails; Refresh keeps focus and ignores presses while it runs", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    let healthAnswer: () => Promise<Response> = async () => healthy();
    let healthChecks = 0;
    stubServer({
      "GET /api/health": () => {
        healthChecks += 1;
        return healthAnswer();
      },
      "GET /api/sightings": () => jsonResponse(200, sightingsOf([])),
    });
    renderPanel("lrt1", "edsa");
    await screen.findByRole("region", { name: "Northbound" });

    // The database stops answering: held until Refresh has been seen disabled, then every check (the app's
    // query client retries once) says 503.
    let releaseHealth: () => void = () => {};
    const released = new Promise<void>((resolve) => (releaseHealth = resolve));
    healthAnswer = async () => {
      await released;
      return jsonResponse(503, { error: "down" });
    };
    const refresh = screen.getByRole("button", { name: "Refresh" });
    await userEvent.click(refresh);
    const checksAfterPress = healthChecks;
    expect(refresh).toHaveAttribute("aria-disabled", "true");
    // A keyboard rider stays where they were (a disabled button would drop focus to the page)...
    expect(refresh).toHaveFocus();
    // ...and pressing again while it runs asks nothing more.
    await userEvent.keyboard("{Enter}");
    expect(healthChecks).toBe(checksAfterPress);

    await act(async () => releaseHealth());
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      WEB_TEXTS_EN.network.noAnswer,
    );
    expect(minutesIn(screen.getByRole("region", { name: "Northbound" }))).toEqual(["Now", "5", "10"]);
    expect(screen.queryByText(WEB_TEXTS_EN.network.scheduleFailed)).toBeNull();
    // The line says when the reports shown were fetched, not that the failed refresh updated them.
    expect(screen.queryByText("Updated just now")).toBeNull();
    expect(screen.getByText("Last updated at 8:03 AM")).toBeInTheDocument();
    expect(refresh).not.toHaveAttribute("aria-disabled");
  });

  it("links to a report form for this station", async () => {
    renderScheduleOnlyPanel("2026-11-24T08:03:00+08:00", "lrt1", "edsa");
    expect(screen.getByRole("link", { name: "Report a departure at EDSA" })).toHaveAttribute(
      "href",
      "/report?line=lrt1&station=edsa",
    );
    // From a direction group, the form opens with that direction chosen.
    const southbound = await screen.findByRole("region", { name: "Southbound" });
    expect(within(southbound).getByRole("link", { name: "Report a southbound departure" })).toHaveAttribute(
      "href",
      "/report?line=lrt1&station=edsa&direction=southbound",
    );
  });

  it("words each direction's report link as English and Filipino have it", async () => {
    renderScheduleOnlyPanel("2026-11-24T08:03:00+08:00", "lrt2", "araneta");
    const eastbound = await screen.findByRole("region", { name: "Eastbound" });
    expect(within(eastbound).getByRole("link", { name: "Report an eastbound departure" })).toBeVisible();
    const westbound = screen.getByRole("region", { name: "Westbound" });
    expect(within(westbound).getByRole("link", { name: "Report a westbound departure" })).toBeVisible();

    await act(() => applyLanguage("fil"));
    expect(
      await within(eastbound).findByRole("link", { name: "I-report ang pag-alis ng eastbound na tren" }),
    ).toBeVisible();
  });
});

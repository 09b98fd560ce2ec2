import { MESSAGES, type ReportRow } from "@riles/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "#web/test/fake-event-source.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_EMPTY_REPORT } from "#web/test/report-fixtures.ts";
import { LinesScreen } from "./lines-screen";

// Tuesday 08:03 in Manila; every line is open.
const NOW = new Date("2026-11-24T08:03:00+08:00");

const quietLines = ["lrt1", "mrt3", "lrt2"].map((line_id) => ({
  line_id,
  delayed: 0,
  cancelled: 0,
  latest_report_at: null,
}));

const delayedAtEdsa = EDSA_DELAYED_EMPTY_REPORT;

/** Already there when the screen opens: its votes and the session are read then, once. */
const onTimeSouthbound: ReportRow = {
  ...delayedAtEdsa,
  id: "0b7e3c1a-8d2f-4e6a-9c5b-1a2b3c4d5e6f",
  direction: "southbound",
  status: "on-time",
  created_at: "2026-11-23T23:58:00.000Z",
};
const noVotes = { confirmed_by: 0, disputed_by: 0, counts: true, mine: null, own: false };

let calls: { route: string }[];
const routes = () => calls.map((call) => call.route);

/** What the screen asks when it opens, whatever the station's reports. */
const openingAnswers = {
  "GET /api/health": () => jsonResponse(200, { status: "ok" }),
  "GET /api/lines/status": () => jsonResponse(200, quietLines),
  "GET /api/crowding": () => new Promise<Response>(() => {}),
  "GET /api/auth/get-session": () => jsonResponse(200, null),
  [`GET /api/reports/${delayedAtEdsa.id}/votes`]: () => jsonResponse(200, { ...noVotes, disputed_by: 2 }),
  [`GET /api/reports/${onTimeSouthbound.id}/votes`]: () => jsonResponse(200, noVotes),
};

beforeEach(() => {
  pinClock(NOW);
  vi.stubGlobal("EventSource", FakeEventSource);
  calls = stubServer({
    ...openingAnswers,
    "GET /api/sightings": () =>
      jsonResponse(200, {
        line_id: "lrt1",
        run_time_factor: 1,
        kept_directions: [],
        reports: [onTimeSouthbound],
      }),
  });
});

/** LRT-1 EDSA's arrivals on the Lines screen, with Gil kept as a favourite (a second screen of LRT-1). */
async function renderEdsaWithGilFavourite() {
  localStorage.setItem("riles.favourites", JSON.stringify([{ lineId: "lrt1", stationId: "gil" }]));
  const view = renderRoute(<LinesScreen />, { path: "/", at: "/?line=lrt1&station=edsa" });
  expect(await screen.findByRole("region", { name: "Location Error" })).toHaveTextContent(
    MESSAGES.geolocationUnsupported,
  );
  const northbound = await screen.findByRole("region", { name: "Northbound" }, { timeout: 5000 });
  // Everything the screen asks for on its own, before any event.
  await waitFor(() =>
    expect(routes()).toEqual(
      expect.arrayContaining([
        "GET /api/lines/status",
        "GET /api/auth/get-session",
        "GET /api/crowding",
        `GET /api/reports/${onTimeSouthbound.id}/votes`,
      ]),
    ),
  );
  act(() => FakeEventSource.current().open());
  // Both were answered before the stream opened: each is asked once more, for both screens of LRT-1.
  await waitFor(() => expect(askedTwice()).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(routes().filter((route) => route === "GET /api/sightings")).toHaveLength(2);
  return { ...view, northbound };
}

const askedTwice = () =>
  ["GET /api/sightings", "GET /api/lines/status"].every(
    (asked) => routes().filter((route) => route === asked).length === 2,
  );

const minutesIn = (region: HTMLElement) =>
  within(region)
    .getAllByTestId("arrival-minutes")
    .map((element) => element.textContent);

describe("LinesScreen, live", () => {
  it("applies a pushed report and line mark with no request at all", async () => {
    const { northbound } = await renderEdsaWithGilFavourite();
    expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]);
    expect(screen.getByRole("button", { name: "LRT-1" })).not.toHaveAccessibleDescription();
    const before = calls.length;

    const source = FakeEventSource.current();
    act(() => {
      source.send("report", delayedAtEdsa);
      source.send("line-status", {
        line_id: "lrt1",
        delayed: 2,
        cancelled: 0,
        latest_report_at: delayedAtEdsa.created_at,
      });
    });

    // An empty train reported delayed adds 2 minutes to the 08:03 and 08:08 arrivals.
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
    expect(within(northbound).getByText(/reported 2 min ago/)).toHaveTextContent(
      "Delayed · Empty · reported 2 min ago",
    );
    expect(screen.getByRole("button", { name: "LRT-1" })).toHaveAccessibleDescription("Delays reported");
    // Let anything the events might have set off reach the network.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.slice(before)).toEqual([]);
  });

  it("asks nothing when the first report of a quiet station arrives (the session was read when it opened)", async () => {
    const quietStation = stubServer({
      ...openingAnswers,
      "GET /api/sightings": () =>
        jsonResponse(200, { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports: [] }),
    });
    renderRoute(<LinesScreen />, { path: "/", at: "/?line=lrt1&station=edsa" });
    const northbound = await screen.findByRole("region", { name: "Northbound" }, { timeout: 5000 });
    await waitFor(
      () => expect(quietStation.map((call) => call.route)).toContain("GET /api/auth/get-session"),
      { timeout: 5000 },
    );
    act(() => FakeEventSource.current().open());
    const sightingsAsked = () => quietStation.filter((call) => call.route === "GET /api/sightings").length;
    await waitFor(() => expect(sightingsAsked()).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = quietStation.length;

    act(() => FakeEventSource.current().send("report", delayedAtEdsa));

    expect(
      await within(northbound).findByText(/reported 2 min ago/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(quietStation.slice(before)).toEqual([]);
  });

  it("takes a withdrawn report out with no request, and asks only the votes of one restored", async () => {
    const { northbound } = await renderEdsaWithGilFavourite();
    const source = FakeEventSource.current();
    act(() => source.send("report", delayedAtEdsa));
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
    const before = calls.length;

    const { crowd_level: _, created_at: __, ...withdrawn } = delayedAtEdsa;
    act(() => source.send("withdrawn", { ...withdrawn, reason: "disputed" }));
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.slice(before)).toEqual([]);

    act(() => source.send("restored", delayedAtEdsa));
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
    // What restored it may be riders' votes: those are read again.
    expect(await within(northbound).findByText("Disputed by 2 riders")).toBeInTheDocument();
    expect(routes().slice(before)).toEqual([`GET /api/reports/${delayedAtEdsa.id}/votes`]);
  });

  it("heeds a cancellation upstream once a rider's vote backs it, with no request", async () => {
    const { northbound } = await renderEdsaWithGilFavourite();
    const source = FakeEventSource.current();
    // Baclaran comes before EDSA northbound: one rider's word stops nothing at EDSA.
    const cancelledAtBaclaran: ReportRow = {
      ...delayedAtEdsa,
      id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      station_id: "baclaran",
      status: "cancelled",
      created_at: "2026-11-24T00:02:00.000Z",
    };
    act(() => source.send("report", cancelledAtBaclaran));
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(northbound).queryByText("Cancelled")).not.toBeInTheDocument();
    const before = calls.length;

    act(() => source.send("restored", { ...cancelledAtBaclaran, corroborated: true }));

    expect(await within(northbound).findAllByText("Cancelled")).not.toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Its votes are asked where it is shown, at Baclaran, not here.
    expect(calls.slice(before)).toEqual([]);
  });

  it("shows a report sent after the screen's answer but before the stream opened, once the stream opens", async () => {
    let stored = [onTimeSouthbound];
    calls = stubServer({
      ...openingAnswers,
      "GET /api/sightings": () =>
        jsonResponse(200, { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports: stored }),
      [`GET /api/reports/${delayedAtEdsa.id}/votes`]: () => jsonResponse(200, noVotes),
    });
    renderRoute(<LinesScreen />, { path: "/", at: "/?line=lrt1&station=edsa" });
    const northbound = await screen.findByRole("region", { name: "Northbound" }, { timeout: 5000 });
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]));

    // Stored while the stream was still connecting: the stream never carries it.
    stored = [onTimeSouthbound, delayedAtEdsa];
    act(() => FakeEventSource.current().open());

    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
  });

  it("shows the answer of a request under way when the stream opens, then asks once more", async () => {
    let answer: (response: Response) => void = () => {};
    const sightings = (reports: ReportRow[]) =>
      jsonResponse(200, { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports });
    calls = stubServer({
      ...openingAnswers,
      "GET /api/sightings": () => new Promise<Response>((resolve) => (answer = resolve)),
      [`GET /api/reports/${delayedAtEdsa.id}/votes`]: () => jsonResponse(200, noVotes),
    });
    renderRoute(<LinesScreen />, { path: "/", at: "/?line=lrt1&station=edsa" });
    await waitFor(() => expect(routes()).toContain("GET /api/sightings"));

    act(() => FakeEventSource.current().open());
    // Read before the stream was subscribed, and stored after: the report is not in this answer.
    act(() => answer(sightings([onTimeSouthbound])));
    const northbound = await screen.findByRole("region", { name: "Northbound" }, { timeout: 5000 });
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]));
    await waitFor(() => expect(routes().filter((route) => route === "GET /api/sightings")).toHaveLength(2));
    act(() => answer(sightings([onTimeSouthbound, delayedAtEdsa])));

    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
  });

  it("keeps a report pushed while the line's reports are being asked again, though the answer lacks it", async () => {
    const { northbound } = await renderEdsaWithGilFavourite();
    let answer: (response: Response) => void = () => {};
    calls = stubServer({
      ...openingAnswers,
      "GET /api/sightings": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const source = FakeEventSource.current();
    act(() => source.drop());
    act(() => source.open());
    await waitFor(() => expect(routes()).toContain("GET /api/sightings"));

    act(() => source.send("report", delayedAtEdsa));
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
    // The answer was read before the report was stored.
    act(() =>
      answer(jsonResponse(200, { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports: [] })),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(minutesIn(northbound)).toEqual(["2", "7"]);
  });

  it("after a break in the stream asks once for the line's reports and once for the line marks", async () => {
    await renderEdsaWithGilFavourite();
    const before = calls.length;
    const source = FakeEventSource.current();
    act(() => source.drop());
    act(() => source.open());

    await waitFor(() => expect(routes().slice(before)).toContain("GET /api/sightings"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const after = routes().slice(before);
    // Two screens show LRT-1 (EDSA's arrivals and the favourite Gil): one fetch serves both.
    expect(after.filter((route) => route === "GET /api/sightings")).toHaveLength(1);
    expect(after.filter((route) => route === "GET /api/lines/status")).toHaveLength(1);
    expect(after.filter((route) => route !== "GET /api/health").sort()).toEqual([
      "GET /api/lines/status",
      "GET /api/sightings",
    ]);
  });

  it("asks nothing more when its answers say they were read no earlier than the stream was subscribed", async () => {
    const readAt = { "Report-Cursor": "p1.3" };
    let answerSightings: (response: Response) => void = () => {};
    calls = stubServer({
      ...openingAnswers,
      "GET /api/lines/status": () => jsonResponse(200, quietLines, readAt),
      // Still under way when the stream opens: whether to ask again waits for its answer.
      "GET /api/sightings": () => new Promise<Response>((resolve) => (answerSightings = resolve)),
    });
    renderRoute(<LinesScreen />, { path: "/", at: "/?line=lrt1&station=edsa" });
    await waitFor(() =>
      expect(routes()).toEqual(expect.arrayContaining(["GET /api/lines/status", "GET /api/sightings"])),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "LRT-1" })).toBeInTheDocument());
    act(() => FakeEventSource.current().open("p1.3"));
    act(() =>
      answerSightings(
        jsonResponse(
          200,
          { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports: [onTimeSouthbound] },
          readAt,
        ),
      ),
    );
    const northbound = await screen.findByRole("region", { name: "Northbound" }, { timeout: 5000 });
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["Now", "5", "10"]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const asked = (route: string) => routes().filter((called) => called === route).length;
    expect([asked("GET /api/sightings"), asked("GET /api/lines/status")]).toEqual([1, 1]);

    // After a break the server had got further: what was sent meanwhile may be missing, so both are asked.
    const source = FakeEventSource.current();
    act(() => source.drop());
    act(() => source.open("p1.5"));
    await waitFor(() => expect(asked("GET /api/sightings")).toBe(2));
    act(() =>
      answerSightings(
        jsonResponse(200, {
          line_id: "lrt1",
          run_time_factor: 1,
          kept_directions: [],
          reports: [onTimeSouthbound, delayedAtEdsa],
        }),
      ),
    );
    await waitFor(() => expect(minutesIn(northbound)).toEqual(["2", "7"]));
    expect([asked("GET /api/sightings"), asked("GET /api/lines/status")]).toEqual([2, 2]);
  });
});

import { getLine, getStation, WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { sightingsOf } from "#web/test/arrivals-server.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_EMPTY_REPORT } from "#web/test/report-fixtures.ts";
import { ArrivalsPanel } from "./arrivals-panel";

const MORNING = "2026-11-24T08:03:00+08:00";
const { network } = WEB_TEXTS_EN;

function renderEdsa() {
  const line = getLine("lrt1");
  const station = getStation("lrt1", "edsa");
  if (!line || !station) throw new Error("No LRT-1 EDSA");
  renderRoute(<ArrivalsPanel line={line} station={station} />, { path: "/", at: "/" });
}

/** Lets fake time run and the answers it releases settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const northboundMinutes = () =>
  within(screen.getByRole("region", { name: "Northbound" }))
    .getAllByTestId("arrival-minutes")
    .map((element) => element.textContent);

/** A server whose health check is held until released, answering the sightings with one delayed report. */
function stubSlowServer() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  stubServer({
    "GET /api/health": async () => {
      await held;
      return jsonResponse(200, { status: "ok" });
    },
    "GET /api/sightings": () => jsonResponse(200, sightingsOf([EDSA_DELAYED_EMPTY_REPORT])),
    "GET /api/auth/get-session": () => jsonResponse(200, null),
  });
  return release;
}

describe("ArrivalsPanel on a bad network", () => {
  afterEach(() => vi.restoreAllMocks());

  it("waits 5 s for a stalled answer, then shows the schedule's times marked so, and the live ones once they come", async () => {
    // 6 s before 08:03, so the schedule's times are read at 08:03 when they show.
    vi.useFakeTimers({ now: new Date(Date.parse(MORNING) - 6000) });
    const release = stubSlowServer();
    renderEdsa();

    await advance(4900);
    expect(screen.getAllByTestId("arrival-placeholder")).toHaveLength(2);
    await advance(200);
    // At 08:02:59, the 08:08 train is 5 minutes away and the 08:13 one just beyond the 10 shown.
    expect(northboundMinutes()).toEqual(["Now", "5"]);
    expect(screen.getByText(network.scheduleWaiting)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      `Arrivals at EDSA are shown. ${network.scheduleWaiting}`,
    );
    // Still waiting is no failure: nothing red.
    expect(screen.queryByRole("alert")).toBeNull();

    release();
    await advance(100);
    // The delayed report moves the 08:03 and 08:08 trains 2 minutes later.
    expect(northboundMinutes()).toEqual(["2", "7"]);
    expect(screen.queryByText(network.scheduleWaiting)).toBeNull();
    expect(screen.getByText("Updated just now")).toBeInTheDocument();
  });

  it("keeps the schedule's times through every attempt on a connection that never answers", async () => {
    vi.useFakeTimers({ now: new Date(MORNING) });
    const hung = (_body: unknown, request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true }),
      );
    stubServer({
      "GET /api/health": hung,
      "GET /api/sightings": hung,
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsa();
    // The first attempt ends at its 10 s deadline; the next ones start every 15 s after a failure.
    await advance(11_000);
    expect(screen.getByText(network.scheduleFailed)).toBeInTheDocument();
    for (let second = 0; second < 40; second++) {
      await advance(1000);
      expect(screen.queryAllByTestId("arrival-placeholder"), `${second} s on`).toEqual([]);
      expect(screen.getByText(network.scheduleFailed)).toBeInTheDocument();
    }
  });

  it("says the phone is offline, keeps the schedule's times and asks again every 15 s until an answer comes", async () => {
    vi.useFakeTimers({ now: new Date(MORNING) });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let connected = false;
    const calls = stubServer({
      "GET /api/health": () => {
        if (!connected) throw new TypeError("Failed to fetch");
        return jsonResponse(200, { status: "ok" });
      },
      "GET /api/sightings": () => jsonResponse(200, sightingsOf([EDSA_DELAYED_EMPTY_REPORT])),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsa();

    await advance(100);
    expect(screen.getByRole("alert")).toHaveTextContent(network.offline);
    expect(screen.getByText(network.scheduleFailed)).toBeInTheDocument();
    expect(northboundMinutes()).toEqual(["Now", "5", "10"]);

    const checks = () => calls.filter((call) => call.route === "GET /api/health").length;
    const before = checks();
    await advance(15_000);
    expect(checks()).toBe(before + 1);
    expect(screen.getByRole("alert")).toHaveTextContent(network.offline);

    connected = true;
    await advance(15_000);
    expect(northboundMinutes()).toEqual(["2", "7"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(network.scheduleFailed)).toBeNull();
  });

  it("says the server did not answer when the phone is online but no answer came", async () => {
    vi.useFakeTimers({ now: new Date(MORNING), toFake: ["Date"] });
    stubServer({
      "GET /api/health": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsa();
    expect(await screen.findByRole("alert")).toHaveTextContent(network.noAnswer);
    expect(screen.getByText(network.scheduleFailed)).toBeInTheDocument();
  });

  it("says the server cannot reach its data when it answers 503 databaseUnavailable", async () => {
    vi.useFakeTimers({ now: new Date(MORNING), toFake: ["Date"] });
    stubServer({
      "GET /api/health": () =>
        jsonResponse(503, { error: "The database is not answering.", code: "databaseUnavailable" }),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsa();
    expect(await screen.findByRole("alert")).toHaveTextContent(network.dataUnavailable);
    expect(northboundMinutes()).toEqual(["Now", "5", "10"]);
  });

  it("says it in Filipino", async () => {
    vi.useFakeTimers({ now: new Date(MORNING), toFake: ["Date"] });
    await applyLanguage("fil");
    stubServer({
      "GET /api/health": () =>
        jsonResponse(503, { error: "The database is not answering.", code: "databaseUnavailable" }),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
    });
    renderEdsa();
    expect(await screen.findByRole("alert")).toHaveTextContent(WEB_TEXTS_FIL.network.dataUnavailable);
    expect(screen.getByText(WEB_TEXTS_FIL.network.scheduleFailed)).toBeInTheDocument();
  });
});

import { getLine, getStation, type ReportVotes, WEB_TEXTS_EN } from "@riles/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sightingsOf, stubArrivalsServer } from "#web/test/arrivals-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_EMPTY_REPORT } from "#web/test/report-fixtures.ts";
import { ArrivalsPanel } from "./arrivals-panel";

const delayed = { ...EDSA_DELAYED_EMPTY_REPORT, id: "r1" };
const noVotes: ReportVotes = { confirmed_by: 0, disputed_by: 0, counts: true, mine: null, own: false };
const signedIn = () => jsonResponse(200, { user: { email: "ana@example.ph" } });
const signedOut = () => jsonResponse(200, null);

function renderEdsa() {
  const line = getLine("lrt1");
  const station = getStation("lrt1", "edsa");
  if (!line || !station) throw new Error("no EDSA");
  return renderRoute(<ArrivalsPanel line={line} station={station} />, { path: "/", at: "/" });
}

describe("Still true? beside the report an estimate rests on", () => {
  it("lets a signed-in rider confirm, shows the count, and changes the vote", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    let votes = { ...noVotes, confirmed_by: 1 };
    const calls = stubArrivalsServer([delayed], {
      "GET /api/auth/get-session": signedIn,
      "GET /api/reports/r1/votes": () => jsonResponse(200, votes),
      "POST /api/reports/r1/vote": (body) => {
        const mine = (body as { vote: "confirm" | "dispute" }).vote;
        votes = {
          ...votes,
          confirmed_by: mine === "confirm" ? 2 : 1,
          disputed_by: mine === "dispute" ? 1 : 0,
          mine,
        };
        return jsonResponse(200, votes);
      },
    });
    renderEdsa();
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    expect(await within(northbound).findByText("Confirmed by 1 rider")).toBeInTheDocument();
    const question = within(northbound).getByRole("group", { name: "Still true?" });
    await userEvent.click(within(question).getByRole("button", { name: "Yes" }));
    expect(await within(northbound).findByText("Confirmed by 2 riders")).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(within(question).getByRole("button", { name: "No" }));
    expect(
      await within(northbound).findByText("Confirmed by 1 rider · Disputed by 1 rider"),
    ).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "true");
    expect(
      calls.filter((call) => call.route === "POST /api/reports/r1/vote").map((call) => call.body),
    ).toEqual([{ vote: "confirm" }, { vote: "dispute" }]);
    // Southbound rests on the schedule alone: nothing to vote on there.
    expect(within(screen.getByRole("region", { name: "Southbound" })).queryByText("Still true?")).toBeNull();
  });

  it("says the report was disputed once the rider's No takes it out, and the estimate no longer rests on it", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    let reports = [delayed];
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/sightings": () => jsonResponse(200, sightingsOf(reports)),
      "GET /api/auth/get-session": signedIn,
      "GET /api/reports/r1/votes": () => jsonResponse(200, { ...noVotes, disputed_by: 1 }),
      "POST /api/reports/r1/vote": () => {
        reports = [];
        return jsonResponse(200, { ...noVotes, disputed_by: 2, counts: false, mine: "dispute" });
      },
    });
    renderEdsa();
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    await userEvent.click(await within(northbound).findByRole("button", { name: "No" }));
    expect(
      await within(northbound).findByText("A report here was disputed by riders and no longer counts"),
    ).toBeInTheDocument();
    expect(await within(northbound).findByText("Schedule only")).toBeInTheDocument();
  });

  it("says the phone is offline when a vote could not be sent for it, not that a database failed", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    stubArrivalsServer([delayed], {
      "GET /api/auth/get-session": signedIn,
      "GET /api/reports/r1/votes": () => jsonResponse(200, noVotes),
      "POST /api/reports/r1/vote": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderEdsa();
    const northbound = await screen.findByRole("region", { name: "Northbound" });
    const question = await within(northbound).findByRole("group", { name: "Still true?" });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await userEvent.click(within(question).getByRole("button", { name: "Yes" }));
    expect(await within(northbound).findByRole("alert")).toHaveTextContent(WEB_TEXTS_EN.network.offline);
  });

  it("shows counts but no question to a signed-out visitor or on the rider's own report", async () => {
    pinClock("2026-11-24T08:03:00+08:00");
    for (const [session, own] of [
      [signedOut, false],
      [signedIn, true],
    ] as const) {
      stubArrivalsServer([delayed], {
        "GET /api/auth/get-session": session,
        "GET /api/reports/r1/votes": () => jsonResponse(200, { ...noVotes, confirmed_by: 2, own }),
      });
      const view = renderEdsa();
      const northbound = await screen.findByRole("region", { name: "Northbound" });
      expect(await within(northbound).findByText("Confirmed by 2 riders")).toBeInTheDocument();
      expect(within(northbound).queryByText("Still true?")).toBeNull();
      view.unmount();
    }
  });
});

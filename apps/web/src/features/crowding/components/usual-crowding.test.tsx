import {
  CROWDING_MIN_REPORTS,
  CROWDING_MIN_RIDERS,
  type CrowdingReport,
  getLine,
  getStation,
  usualCrowding,
  WEB_TEXTS_EN,
} from "@riles/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { UsualCrowding } from "./usual-crowding";

// Tuesday 24 November 2026, 18:20 in Manila; the suite runs in New York time (package.json).
const tuesdayEvening = new Date("2026-11-24T18:20:00+08:00");
const saturdayMorning = new Date("2026-11-28T09:10:00+08:00");

const line = getLine("mrt3");
const station = getStation("mrt3", "ayala");

let ridersMade = 0;

/** `n` reports, each by a rider of its own. */
function reports(n: number, at: string, crowd: string): CrowdingReport[] {
  return Array.from({ length: n }, () => ({
    line_id: "mrt3",
    station_id: "ayala",
    direction: "southbound",
    crowd_level: crowd,
    created_at: new Date(at).toISOString(),
    count: 1,
    riders: [`rider-${++ridersMade}`],
  }));
}

/** The server's answer for Ayala, computed by core from these reports as the server does. */
function answerFrom(rows: CrowdingReport[], now: Date) {
  const ayala = usualCrowding(rows, now).find((s) => s.line_id === "mrt3" && s.station_id === "ayala");
  return {
    line_id: "mrt3",
    station_id: "ayala",
    computed_at: now.toISOString(),
    since: new Date(now.getTime() - 56 * 86_400_000).toISOString(),
    min_reports: CROWDING_MIN_REPORTS,
    min_riders: CROWDING_MIN_RIDERS,
    directions: ayala?.directions,
  };
}

const seeded = [
  ...reports(9, "2026-11-23T18:10:00+08:00", "crowded"),
  ...reports(3, "2026-11-17T08:10:00+08:00", "packed"),
  ...reports(6, "2026-11-21T09:30:00+08:00", "empty"),
];

function show(now: Date, answer: () => Response) {
  pinClock(now);
  stubServer({ "GET /api/crowding": answer });
  if (!line || !station) throw new Error("No station mrt3/ayala");
  renderRoute(<UsualCrowding line={line} station={station} />, { path: "/", at: "/" });
}

describe("UsualCrowding", () => {
  it("says for each direction how full trains usually are this hour on weekdays, and on how many reports", async () => {
    show(tuesdayEvening, () => jsonResponse(200, answerFrom(seeded, tuesdayEvening)));
    const section = await screen.findByRole("region", { name: "Usually at this station" });
    const southbound = await within(section).findByRole("figure", { name: /^Southbound/ });
    expect(within(southbound).getByText("Usually crowded around 6 PM on weekdays")).toBeInTheDocument();
    expect(
      within(southbound).getByText("Based on 12 weekday reports from the last 8 weeks"),
    ).toBeInTheDocument();
    // The screen reader's table: the current hour marked, an hour below the threshold said so.
    const table = within(southbound).getByRole("table", { name: "Usual crowd by hour on weekdays" });
    expect(within(table).getByRole("row", { name: "6 PM (now) Crowded 9" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "8 AM Not enough reports yet 3" })).toBeInTheDocument();
    // MRT-3 runs 04:30-22:40 on weekdays: one bar per hour from 4 AM to 10 PM.
    expect(within(southbound).getAllByTestId("crowding-bar")).toHaveLength(19);

    const northbound = within(section).getByRole("figure", { name: /^Northbound/ });
    expect(within(northbound).getByText("Not enough reports yet", { selector: "p" })).toBeInTheDocument();
    expect(
      within(northbound).getByText("Based on 0 weekday reports from the last 8 weeks"),
    ).toBeInTheDocument();
  });

  it("shows the weekend's figures on a Saturday", async () => {
    show(saturdayMorning, () => jsonResponse(200, answerFrom(seeded, saturdayMorning)));
    const southbound = await screen.findByRole("figure", { name: /^Southbound/ });
    expect(within(southbound).getByText("Usually empty around 9 AM on weekends")).toBeInTheDocument();
    expect(
      within(southbound).getByText("Based on 6 weekend reports from the last 8 weeks"),
    ).toBeInTheDocument();
  });

  it("speaks Filipino", async () => {
    await applyLanguage("fil");
    show(tuesdayEvening, () => jsonResponse(200, answerFrom(seeded, tuesdayEvening)));
    await screen.findByRole("region", { name: "Karaniwan sa istasyong ito" });
    const southbound = await screen.findByRole("figure", { name: /^Southbound/ });
    expect(
      within(southbound).getByText("Kadalasang masikip bandang 6 PM tuwing weekday"),
    ).toBeInTheDocument();
    expect(
      within(southbound).getByText("Batay sa 12 report tuwing weekday sa nakalipas na 8 linggo"),
    ).toBeInTheDocument();
    const northbound = screen.getByRole("figure", { name: /^Northbound/ });
    expect(within(northbound).getByText("Kulang pa ang mga report", { selector: "p" })).toBeInTheDocument();
  });

  it("says so and why when the figures cannot be loaded, leaves the focus where it is, and Try Again loads them", async () => {
    let down = true;
    show(tuesdayEvening, () =>
      down
        ? jsonResponse(503, {
            error: "The database is not answering. Please try again shortly.",
            code: "databaseUnavailable",
          })
        : jsonResponse(200, answerFrom(seeded, tuesdayEvening)),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("How full trains usually are could not be loaded");
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);
    // Under the arrivals: taking the lost focus would scroll the page away from them.
    expect(alert).not.toHaveFocus();
    expect(screen.queryByRole("figure")).toBeNull();

    down = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("figure", { name: /^Southbound/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

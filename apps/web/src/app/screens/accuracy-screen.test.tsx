import { type AccuracyAnswer, WEB_TEXTS_EN } from "@riles/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { AccuracyScreen } from "./accuracy-screen";

const answer: AccuracyAnswer = {
  computed_at: "2026-11-25T01:00:00.000Z",
  since: "2026-11-18T16:00:00.000Z",
  point_range: 10,
  lines: [
    {
      line_id: "lrt1",
      reports: 49,
      scored: 380,
      accurate: 300,
      detectable: 300.5,
      enough: false,
      percent: null,
      low: 76,
      high: 100,
    },
    {
      line_id: "mrt3",
      reports: 4120,
      scored: 36_100,
      accurate: 19_490,
      detectable: 36_090,
      enough: true,
      percent: 54,
      low: 50,
      high: 58,
    },
    {
      line_id: "lrt2",
      reports: 0,
      scored: 0,
      accurate: 0,
      detectable: 0,
      enough: false,
      percent: null,
      low: null,
      high: null,
    },
  ],
};

function show(reply: () => Response | Promise<Response>) {
  stubServer({ "GET /api/accuracy": reply });
  renderRoute(<AccuracyScreen />, { path: "/accuracy", at: "/accuracy" });
}

describe("AccuracyScreen", () => {
  it("shows each line's figure and the reports it rests on, the range while they are too few, and nothing without reports", async () => {
    show(() => jsonResponse(200, answer));
    expect(
      screen.getByRole("heading", { level: 1, name: "How accurate are the estimates?" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Loading the figures…")).toBeInTheDocument();
    // The figures' region is named for what it holds, not the page's title a second time.
    expect(screen.getAllByRole("heading", { name: "How accurate are the estimates?" })).toHaveLength(1);
    const figures = screen.getByRole("region", { name: "Accuracy by line" });
    const mrt3 = (await within(figures).findByText("MRT-3")).closest("li");
    if (!mrt3) throw new Error("no MRT-3 item");
    expect(within(mrt3).getByText("About 54% right")).toBeInTheDocument();
    expect(within(mrt3).getByText("4120 reports, 36100 estimates checked")).toBeInTheDocument();
    expect(within(mrt3).queryByText(/Between/)).not.toBeInTheDocument();
    const lrt1 = screen.getByText("LRT-1").closest("li");
    if (!lrt1) throw new Error("no LRT-1 item");
    expect(within(lrt1).getByText("Between 76% and 100% right")).toBeInTheDocument();
    expect(within(lrt1).getByText("Too few reports yet to say more closely")).toBeInTheDocument();
    expect(within(lrt1).getByText("49 reports, 380 estimates checked")).toBeInTheDocument();
    expect(within(lrt1).queryByText(/About/)).not.toBeInTheDocument();
    const lrt2 = screen.getByText("LRT-2").closest("li");
    if (!lrt2) throw new Error("no LRT-2 item");
    expect(within(lrt2).getByText("Not enough reports yet")).toBeInTheDocument();
    expect(within(lrt2).queryByText(/% right/)).not.toBeInTheDocument();
    expect(screen.getByText("Reports since Nov 19, 2026, 12:00 AM")).toBeInTheDocument();
    expect(screen.queryByText("Loading the figures…")).not.toBeInTheDocument();
  });

  it("says what it measures and what it cannot", async () => {
    show(() => jsonResponse(200, answer));
    await screen.findByText("MRT-3");
    expect(screen.getByText(/in the minutes before that train came/)).toBeInTheDocument();
    expect(screen.getByText(/allows for how often the reports show that happening/)).toBeInTheDocument();
    expect(screen.getByText(/ETA Accuracy Benchmark/)).toBeInTheDocument();
    const limits = screen.getByRole("region", { name: "What this cannot tell" });
    expect(
      within(limits).getByText(/only truth Riles has: where nobody reports a train, nothing is scored/),
    ).toBeInTheDocument();
    expect(within(limits).getByText(/cluster at busy stations and busy hours/)).toBeInTheDocument();
    expect(within(limits).getByText(/simulated weeks, where the true figure is known/)).toBeInTheDocument();
  });

  it("says so and why when the figures cannot be loaded, and Try Again loads them", async () => {
    let down = true;
    show(() =>
      down
        ? jsonResponse(503, { error: "The database is not answering", code: "databaseUnavailable" })
        : jsonResponse(200, answer),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The figures could not be loaded")).toBeInTheDocument();
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);
    expect(screen.queryByText(/% right/)).not.toBeInTheDocument();

    down = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("About 54% right")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("speaks Filipino", async () => {
    await applyLanguage("fil");
    show(() => jsonResponse(200, answer));
    expect(
      screen.getByRole("heading", { level: 1, name: "Gaano katumpak ang mga tantiya?" }),
    ).toBeInTheDocument();
    const figures = screen.getByRole("region", { name: "Katumpakan bawat linya" });
    const mrt3 = (await within(figures).findByText("MRT-3")).closest("li");
    expect(mrt3 && within(mrt3).getByText("Mga 54% tama")).toBeInTheDocument();
    const lrt1 = screen.getByText("LRT-1").closest("li");
    expect(lrt1 && within(lrt1).getByText("Mula 76% hanggang 100% tama")).toBeInTheDocument();
    expect(
      lrt1 && within(lrt1).getByText("Kulang pa ang mga report para masabi nang mas eksakto"),
    ).toBeInTheDocument();
    const lrt2 = screen.getByText("LRT-2").closest("li");
    expect(lrt2 && within(lrt2).getByText("Kulang pa ang mga report")).toBeInTheDocument();
  });
});

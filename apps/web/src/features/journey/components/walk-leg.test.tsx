import type { JourneyPlanAnswer, LineId } from "@riles/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WalkLeg } from "./walk-leg";

type Walk = Extract<JourneyPlanAnswer["journeys"][number]["legs"][number], { kind: "walk" }>;

const walk = (from: [LineId, string], to: [LineId, string]): Walk => ({
  kind: "walk",
  from: { line_id: from[0], station_id: from[1] },
  to: { line_id: to[0], station_id: to[1] },
  minutes: 8,
  start: "2026-12-01T04:40:00.000Z",
  end: "2026-12-01T04:48:00.000Z",
});

describe("WalkLeg", () => {
  it("names each Araneta Center-Cubao by its line, since both bear the one name", () => {
    render(
      <ul>
        <WalkLeg walk={walk(["lrt2", "araneta"], ["mrt3", "cube"])} betweenRides />
      </ul>,
    );
    expect(
      screen.getByText("Walk from Araneta Center-Cubao (LRT-2) to Araneta Center-Cubao (MRT-3): 8 minutes"),
    ).toBeInTheDocument();
  });

  it("names stations of different names by their names alone", () => {
    render(
      <ul>
        <WalkLeg walk={walk(["lrt1", "edsa"], ["mrt3", "taft"])} betweenRides />
      </ul>,
    );
    expect(screen.getByText("Walk from EDSA to Taft Avenue: 8 minutes")).toBeInTheDocument();
  });
});

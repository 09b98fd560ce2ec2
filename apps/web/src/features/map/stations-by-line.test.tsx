import { getLine } from "@riles/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StationsByLine } from "./stations-by-line";

describe("StationsByLine", () => {
  it("lists each shown line's stations in order", () => {
    const lrt1 = getLine("lrt1");
    render(<StationsByLine lines={lrt1 ? [lrt1] : []} />);

    const items = within(screen.getByRole("region", { name: "LRT-1" })).getAllByRole("listitem", {
      hidden: true,
    });
    expect(items).toHaveLength(25);
    expect(items[0]).toHaveTextContent("Fernando Poe Jr.");
    expect(items.at(-1)).toHaveTextContent("Dr. Santos");
  });
});

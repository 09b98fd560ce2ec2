import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useFavourites } from "./favourites-store";

function Probe() {
  const { favourites, toggle } = useFavourites();
  return (
    <>
      <p data-testid="kept">{favourites.map((kept) => `${kept.lineId}/${kept.stationId}`).join(" ")}</p>
      <button type="button" onClick={() => toggle({ lineId: "lrt2", stationId: "araneta" })}>
        Toggle
      </button>
    </>
  );
}

const kept = () => screen.getByTestId("kept").textContent;

describe("useFavourites", () => {
  it("reads what is stored, dropping entries that name no station", () => {
    localStorage.setItem(
      "riles.favourites",
      JSON.stringify([
        { lineId: "mrt3", stationId: "cube" },
        { lineId: "lrt9", stationId: "cube" },
        { lineId: "lrt1", stationId: "nowhere" },
        "edsa",
      ]),
    );
    render(<Probe />);
    expect(kept()).toBe("mrt3/cube");
  });

  it("treats unreadable storage as no favourites", () => {
    localStorage.setItem("riles.favourites", "{not json");
    render(<Probe />);
    expect(kept()).toBe("");
  });

  it("adds and removes in the order they were added, and follows another tab's change", async () => {
    localStorage.setItem("riles.favourites", JSON.stringify([{ lineId: "lrt1", stationId: "edsa" }]));
    render(<Probe />);
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(kept()).toBe("lrt1/edsa lrt2/araneta");
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(kept()).toBe("lrt1/edsa");

    localStorage.setItem("riles.favourites", JSON.stringify([]));
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "riles.favourites" })));
    expect(kept()).toBe("");
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { MemoryRouter, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { useLineAndStation } from "./use-line-and-station";

/** What the Lines screen shows of the choice, and a button to choose MRT-3's Cubao. */
function Choice() {
  const { line, station, chooseLine, chooseStation } = useLineAndStation();
  return (
    <>
      <p>{`shown: ${line.id} ${station?.id ?? "none"}`}</p>
      <button type="button" onClick={() => chooseLine("mrt3")}>
        MRT-3
      </button>
      <button type="button" onClick={() => chooseStation("mrt3", "cube")}>
        Cubao
      </button>
    </>
  );
}

/** A part of the page that takes a while to render a new address (its code still on its way). */
function SlowOnMrt3({ loaded }: { loaded: Promise<unknown> }) {
  const [params] = useSearchParams();
  if (params.get("line") === "mrt3") use(loaded);
  return <p>{`address: ${params.toString() || "none"}`}</p>;
}

function renderChoice(loaded: Promise<unknown>) {
  render(
    <MemoryRouter initialEntries={["/?line=lrt1"]}>
      <Choice />
      <Suspense>
        <SlowOnMrt3 loaded={loaded} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe("useLineAndStation", () => {
  it("shows a line chosen at once, while the address catches up as a transition", async () => {
    let arrive: (value?: unknown) => void = () => {};
    renderChoice(new Promise((resolve) => (arrive = resolve)));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "MRT-3" })));
    expect(screen.getByText("shown: mrt3 none")).toBeInTheDocument();
    // The navigation waits for the slow part: the page on show keeps the old address meanwhile.
    expect(screen.getByText("address: line=lrt1")).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText("address: line=mrt3")).toBeInTheDocument();
    expect(screen.getByText("shown: mrt3 none")).toBeInTheDocument();
  });

  it("shows a station chosen at once, and keeps it once the address has it", async () => {
    let arrive: (value?: unknown) => void = () => {};
    renderChoice(new Promise((resolve) => (arrive = resolve)));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cubao" })));
    expect(screen.getByText("shown: mrt3 cube")).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText("address: line=mrt3&station=cube")).toBeInTheDocument();
    expect(screen.getByText("shown: mrt3 cube")).toBeInTheDocument();
  });
});

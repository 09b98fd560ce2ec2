import { render, screen, waitFor } from "@testing-library/react";
import { Suspense, startTransition, use, useState } from "react";
import { describe, expect, it } from "vitest";
import type { EarlyAction, EarlyInput } from "./early-input";
import { ReplayEarlyInput } from "./replay-early-input";

/** A line's station search, with a search of its own; MRT-3's takes a moment to load, as a lazy part does. */
function StationSearch({ line, loaded }: { line: string; loaded: Promise<unknown> }) {
  if (line === "MRT-3") use(loaded);
  const [search, setSearch] = useState("");
  return (
    <>
      <input
        aria-label="Search stations"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p>
        {line}: {search}
      </p>
    </>
  );
}

/** A line picker whose choice renders the station search afresh, in a transition as a navigation does. */
function Picker({ loaded }: { loaded: Promise<unknown> }) {
  const [line, setLine] = useState("LRT-1");
  return (
    <>
      <button type="button" onClick={() => startTransition(() => setLine("MRT-3"))}>
        MRT-3
      </button>
      <Suspense>
        <StationSearch key={line} line={line} loaded={loaded} />
      </Suspense>
    </>
  );
}

/** The page in one React root, as the app hydrates it; the replay is added once the kept actions name its elements. */
function renderPage(loaded: Promise<unknown>) {
  const view = render(<Picker loaded={loaded} />);
  return (input: EarlyInput) =>
    view.rerender(
      <>
        <Picker loaded={loaded} />
        <ReplayEarlyInput input={input} />
      </>,
    );
}

/** The loader's keeping, as the page has it: what the app replays is heard, the rest waits its turn. */
function keeping(kept: EarlyAction[]) {
  const state = { stopped: false };
  const input: EarlyInput = {
    next: () => kept.shift(),
    replay: (action) => action(),
    stop: () => {
      state.stopped = true;
    },
  };
  return { input, kept, state };
}

describe("ReplayEarlyInput", () => {
  it("chooses the line, waits until it is on the page, then types the search into that line's search", async () => {
    const replayWith = renderPage(new Promise((resolve) => setTimeout(resolve, 50)));
    const htmlSearch = screen.getByRole("textbox", { name: "Search stations" }) as HTMLInputElement;
    const { input, state } = keeping([
      { kind: "click", target: screen.getByRole("button", { name: "MRT-3" }) },
      { kind: "typed", field: htmlSearch, value: "cub" },
    ]);
    replayWith(input);

    await waitFor(() => expect(state.stopped).toBe(true));
    expect(screen.getByText("MRT-3: cub")).toBeInTheDocument();
  });

  it("does what the rider did while it replayed after what came before", async () => {
    const replayWith = renderPage(new Promise((resolve) => setTimeout(resolve, 50)));
    const search = () => screen.getByRole("textbox", { name: "Search stations" }) as HTMLInputElement;
    const { input, kept, state } = keeping([{ kind: "typed", field: search(), value: "ay" }]);
    replayWith(input);
    // Kept by the loader while the first is replayed.
    kept.push({ kind: "typed", field: search(), value: "ayala" });

    await waitFor(() => expect(state.stopped).toBe(true));
    expect(screen.getByText("LRT-1: ayala")).toBeInTheDocument();
    expect(search().value).toBe("ayala");
  });

  it("keeps the rider in the search when the line tapped before it renders a new one", async () => {
    const replayWith = renderPage(new Promise((resolve) => setTimeout(resolve, 50)));
    const lrt1Search = screen.getByRole("textbox", { name: "Search stations" });
    const { input, state } = keeping([
      { kind: "click", target: screen.getByRole("button", { name: "MRT-3" }) },
    ]);
    // The rider went into the search after tapping MRT-3, and is about to type.
    lrt1Search.focus();
    replayWith(input);

    await waitFor(() => expect(state.stopped).toBe(true));
    expect(screen.getByText("MRT-3:")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Search stations" })).toHaveFocus();
  });

  it("does the rest at once when what an action started has not come after a while", async () => {
    // MRT-3's part never comes (its code lost on the way): the rider's typing is still heard.
    const replayWith = renderPage(new Promise(() => {}));
    const search = screen.getByRole("textbox", { name: "Search stations" }) as HTMLInputElement;
    const typedInto: string[] = [];
    search.addEventListener("input", () => typedInto.push(search.value));
    const { input, state } = keeping([
      { kind: "click", target: screen.getByRole("button", { name: "MRT-3" }) },
      { kind: "typed", field: search, value: "cub" },
    ]);
    replayWith(input);

    await waitFor(() => expect(state.stopped).toBe(true), { timeout: 3000 });
    expect(typedInto).toEqual(["cub"]);
  });
});

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyNamed } from "#web/lib/lazy-named.ts";
import { LazyPart } from "./lazy-part";

const CHUNK_LOST = new TypeError("Failed to fetch dynamically imported module: /assets/settings-screen.js");

/** A screen whose chunk fails to arrive `failures` times, then arrives. */
function screenFailing(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw CHUNK_LOST;
    return { Settings: () => <h1>Settings</h1> };
  });
  return { Settings: lazyNamed(load, "Settings"), load };
}

function renderInLayout(part: React.ReactNode) {
  return render(
    <>
      <main>
        <LazyPart fallback={<p>Loading…</p>}>{part}</LazyPart>
      </main>
      <nav aria-label="Tabs">Lines Map Report Settings</nav>
    </>,
  );
}

describe("LazyPart", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("says why a screen's code did not arrive, keeps the tabs, and shows the screen once Try Again fetches it", async () => {
    // React reports the caught error on the console; the test is about what the rider sees.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    const { Settings, load } = screenFailing(2);
    renderInLayout(<Settings />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This part of Riles could not be loaded");
    expect(alert).toHaveTextContent("The Riles server did not answer");
    expect(alert).not.toHaveTextContent("dynamically imported");
    expect(screen.getByRole("navigation", { name: "Tabs" })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("says the phone is offline, and fetches the code again by itself once it is back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const { Settings } = screenFailing(1);
    renderInLayout(<Settings />);

    expect(await screen.findByRole("alert")).toHaveTextContent("Your phone is offline");
    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  });

  it("leaves any other failure to the boundary above", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): React.ReactNode {
      throw new Error("a bug");
    }
    expect(() => renderInLayout(<Broken />)).toThrow("a bug");
  });
});

import { render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PartBoundary } from "./part-boundary";

describe("PartBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows its fallback where a lazily loaded part failed to load, and keeps the rest of the screen", async () => {
    // React reports the caught error on the console; the test is about what the rider sees.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Unreachable = lazy(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/part.js")),
    );
    render(
      <main>
        <h2>Arrivals</h2>
        <PartBoundary fallback={<p>Could not be loaded.</p>}>
          <Suspense fallback={<p>Loading…</p>}>
            <Unreachable />
          </Suspense>
        </PartBoundary>
      </main>,
    );
    expect(await screen.findByText("Could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Arrivals" })).toBeInTheDocument();
  });
});

import { MESSAGES } from "@riles/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./route-error";

function Broken(): never {
  throw new Error("The screen broke");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteErrorBoundary", () => {
  it("shows the error screen with the error's message, and the app again once the commuter goes to Lines", async () => {
    // React reports the caught error on the console; the error screen is what this test looks at.
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<h1>Lines</h1>} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: MESSAGES.unexpectedApplicationError })).toBeInTheDocument();
    expect(screen.getByText("The screen broke")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Go to Lines" }));
    expect(screen.getByRole("heading", { name: "Lines" })).toBeInTheDocument();
  });
});

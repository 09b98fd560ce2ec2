import { MESSAGES, MESSAGES_FIL } from "@riles/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { createTestQueryClient } from "#web/lib/query-client.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { AppRoutes } from "./router";

function renderApp(at: string) {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubServer({
    "GET /api/health": () => jsonResponse(200, { status: "ok" }),
    "GET /api/auth/get-session": () => jsonResponse(200, null),
  });
});

describe("the app's routes", () => {
  it("shows the header, and the four tabs with Lines current on /", async () => {
    renderApp("/settings");
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByText("Riles")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Lines", "Map", "Report", "Settings"]);
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Lines" })).not.toHaveAttribute("aria-current");
    expect(await screen.findByText("Sign in to report train departures.")).toBeInTheDocument();
  });

  it("shows the error screen with 404 for an unknown path", () => {
    renderApp("/nope");
    expect(screen.getByRole("heading", { name: MESSAGES.unexpectedApplicationError })).toBeInTheDocument();
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });

  it("says the 404 in Filipino too, not in English under a Filipino heading", async () => {
    await applyLanguage("fil");
    renderApp("/nope");
    expect(
      screen.getByRole("heading", { name: MESSAGES_FIL.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByText("404 Hindi Nahanap ang Pahina")).toBeInTheDocument();
    expect(screen.queryByText("404 Not Found")).toBeNull();
  });

  it("navigates between tabs", async () => {
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await userEvent.click(screen.getByRole("link", { name: "Lines" }));
    expect(screen.getByRole("heading", { name: "Select a Train Line" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lines" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the sign-in screen outside the main layout", async () => {
    renderApp("/auth");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });
});

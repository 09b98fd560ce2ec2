import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestQueryClient } from "#web/lib/query-client.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { startFirstRequests } from "./first-requests";
import { AppRoutes } from "./router";

const FIRST_REQUESTS = ["GET /api/health", "GET /api/account/roles", "GET /api/lines/status"];

let calls: { route: string }[];

beforeEach(() => {
  pinClock(new Date("2026-11-24T08:03:00+08:00"));
  calls = stubServer({
    "GET /api/health": () => jsonResponse(200, { status: "ok" }),
    "GET /api/account/roles": () => jsonResponse(200, { moderator: false }),
    "GET /api/lines/status": () =>
      jsonResponse(200, [
        { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null },
        { line_id: "mrt3", delayed: 2, cancelled: 0, latest_report_at: "2026-11-24T00:01:00.000Z" },
        { line_id: "lrt2", delayed: 0, cancelled: 0, latest_report_at: null },
      ]),
  });
});

function requested(route: string): number {
  return calls.filter((call) => call.route === route).length;
}

describe("the first screen's requests", () => {
  it("are on their way before Lines renders, which shows their answers without asking again", async () => {
    const queryClient = createTestQueryClient();
    startFirstRequests(queryClient, "/");
    await waitFor(() => expect(calls.map((call) => call.route).sort()).toEqual([...FIRST_REQUESTS].sort()));

    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("button", { name: "MRT-3" })).toHaveAccessibleDescription(
      "Delays reported",
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const route of FIRST_REQUESTS) expect(requested(route), route).toBe(1);
  });

  it("leave the line marks to the screens that show them, and the sign-in screen asks for nothing", async () => {
    startFirstRequests(createTestQueryClient(), "/settings");
    await waitFor(() =>
      expect([requested("GET /api/health"), requested("GET /api/account/roles")]).toEqual([1, 1]),
    );
    expect(requested("GET /api/lines/status")).toBe(0);
    startFirstRequests(createTestQueryClient(), "/map/");
    await waitFor(() => expect(requested("GET /api/lines/status")).toBe(1));
    const signIn = createTestQueryClient();
    startFirstRequests(signIn, "/auth");
    expect(signIn.getQueryCache().getAll()).toEqual([]);
  });
});

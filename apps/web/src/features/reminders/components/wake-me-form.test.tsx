import { computeEtas } from "@riles/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { inPrivateWindow, leavePrivateWindow } from "../testing/private-window";
import { WakeMeForm } from "./wake-me-form";

// Tuesday 24 November 2026, 08:03 in Manila.
const NOW = new Date("2026-11-24T08:03:00+08:00");

afterEach(leavePrivateWindow);

describe("WakeMeForm in a private window, whose browser refuses to subscribe", () => {
  it("says push is not available here and what to do, not the browser's error", async () => {
    inPrivateWindow();
    stubServer({ "GET /api/reminders/key": () => jsonResponse(200, { publicKey: "BAbc" }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WakeMeForm
          lineId="mrt3"
          stationId="cube"
          direction="southbound"
          etas={computeEtas({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [] })}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole("button", { name: "Wake me" }));

    expect(await screen.findByText(/In a private window, open Riles in a normal one\./)).toBeVisible();
    expect(screen.queryByText(/Registration failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Wake me" })).not.toBeInTheDocument();
  });
});

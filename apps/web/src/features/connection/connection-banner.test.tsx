import { MESSAGES, WEB_TEXTS_EN } from "@riles/core";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-error.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { ConnectionBanner } from "./connection-banner";

function renderBanner() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionBanner />
    </QueryClientProvider>,
  );
}

/** Lets timers run in fake time and the fetch promises they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A server whose health check fails (503) until `server.healthy` is set; `calls` lists the checks. */
function serveHealth() {
  const server = { healthy: false };
  const calls = stubServer({
    "GET /api/health": () =>
      server.healthy ? jsonResponse(200, { status: "ok" }) : jsonResponse(503, { error: "down" }),
  });
  return { calls, server };
}

describe("ConnectionBanner", () => {
  it("appears only after three failed attempts 2 s apart, and clears when a later check succeeds", async () => {
    vi.useFakeTimers();
    const { calls, server } = serveHealth();
    renderBanner();

    await advance(0);
    expect(calls).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
    await advance(2000);
    expect(calls).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
    await advance(2000);
    expect(calls).toHaveLength(3);
    await advance(100);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.connectionLost);

    server.healthy = true;
    await advance(30_000);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
  });

  it("checks again as soon as the phone says it is back online, without waiting for the next 30 s check", async () => {
    vi.useFakeTimers();
    const { calls, server } = serveHealth();
    renderBanner();
    for (const ms of [0, 2000, 2000, 100]) await advance(ms);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.connectionLost);
    const checksWhileDown = calls.length;

    server.healthy = true;
    await act(async () => {
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
    });
    await advance(100);
    expect(calls.length).toBe(checksWhileDown + 1);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
  });

  it("checks at once when the phone says it went offline, and says so within the check's attempts, not at the next 30 s check", async () => {
    vi.useFakeTimers();
    stubServer({ "GET /api/health": () => jsonResponse(200, { status: "ok" }) });
    renderBanner();
    await advance(5000);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();

    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event("offline"));
    });
    for (const ms of [0, 2000, 2000, 100]) await advance(ms);
    expect(screen.getByRole("alert")).toHaveTextContent(
      `${MESSAGES.connectionLost} ${WEB_TEXTS_EN.network.offline}`,
    );
  });

  it("stays hidden when the server refuses the check because this connection asked too often", async () => {
    vi.useFakeTimers();
    const calls = stubServer({
      "GET /api/health": () =>
        jsonResponse(429, { error: "Too many requests", code: "tooManyRequests" }, { "Retry-After": "30" }),
    });
    renderBanner();
    await advance(0);
    await advance(2000);
    await advance(2000);
    await advance(30_000);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
  });

  it("stays hidden while the server answers, checking every 30 s", async () => {
    vi.useFakeTimers();
    const calls = stubServer({ "GET /api/health": () => jsonResponse(200, { status: "ok" }) });
    renderBanner();
    await advance(0);
    await advance(30_000);
    await advance(30_000);
    expect(calls).toHaveLength(3);
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
  });

  it("treats a network failure like a failed check, and says the server did not answer", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    renderBanner();
    await advance(4000);
    await advance(100);
    expect(screen.getByRole("alert")).toHaveTextContent(
      `${MESSAGES.connectionLost} ${WEB_TEXTS_EN.network.noAnswer}`,
    );
  });

  it("says the server answered but cannot reach its data when only the database is down", async () => {
    vi.useFakeTimers();
    stubServer({
      "GET /api/health": () =>
        jsonResponse(503, { error: "The database is not answering", code: "databaseUnavailable" }),
    });
    renderBanner();
    for (const ms of [0, 2000, 2000, 100]) await advance(ms);
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent(`${MESSAGES.connectionLost} ${WEB_TEXTS_EN.network.dataUnavailable}`);
    expect(banner).not.toHaveTextContent(WEB_TEXTS_EN.network.noAnswer);
  });
});

describe("useConnectionStatus once the server answers again", () => {
  it("asks again for what a screen failed to load while the server was out of reach", async () => {
    vi.useFakeTimers();
    let serverUp = false;
    const calls = stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/accuracy": () =>
        serverUp ? jsonResponse(200, { ok: true }) : jsonResponse(503, { error: "down" }),
    });
    const client = createQueryClient();
    function Figures() {
      const figures = useQuery({
        queryKey: ["accuracy"],
        retry: false,
        staleTime: 5 * 60_000,
        queryFn: async () => {
          const answer = await fetch("/api/accuracy");
          if (!answer.ok) throw new ApiError("down", answer.status);
          return answer.json();
        },
      });
      return <p>{figures.isError ? "could not be loaded" : figures.isSuccess ? "figures" : "loading"}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <ConnectionBanner />
        <Figures />
      </QueryClientProvider>,
    );
    await advance(0);
    expect(screen.getByText("could not be loaded")).toBeInTheDocument();

    serverUp = true;
    await advance(30_000);
    await advance(100);
    expect(calls.filter((call) => call.route === "GET /api/accuracy").length).toBeGreaterThan(1);
    expect(screen.getByText("figures")).toBeInTheDocument();
    vi.useRealTimers();
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { createTestQueryClient } from "#web/lib/query-client.ts";

/** Shows where the router ended up, so a test can read it like a person reads the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Where the router is now, as the location probe shows it. */
export function currentLocation(): URL {
  return new URL(screen.getByTestId("location").textContent ?? "", "http://localhost");
}

/**
 * Renders `element` at `path` inside a fresh query client and a memory router; every other path renders
 * only the location probe. Several entries in `at` are the history, the last one shown.
 */
export function renderRoute(element: ReactNode, { path, at }: { path: string; at: string | InitialEntry[] }) {
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={typeof at === "string" ? [at] : at}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A JSON answer as the server sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? "null" : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** An answer to one route; `request` for what its address asks (query strings). */
export type Handler = (body: unknown, request: Request) => Response | Promise<Response>;

/**
 * Replaces fetch with answers keyed by "METHOD /path" (query strings ignored). Returns the calls made, with
 * parsed JSON bodies. An unexpected request fails the test loudly. Undo with vi.unstubAllGlobals().
 */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    // The API client sends a Request; other code (the IP lookup) a URL and its init.
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ route, body });
    const handler = handlers[route];
    if (!handler) throw new Error(`Unexpected request: ${route}`);
    return handler(body, request);
  };
  vi.stubGlobal("fetch", fetchStub);
  return calls;
}

import { journeysQuerySchema } from "@riles/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Tuesday 2026-11-24 10:00 in Manila.
const now = new Date("2026-11-24T02:00:00.000Z");
// Behind the loopback proxy, whose request ids are taken.
const server = serverForThisFile({ clock: () => now, env: { METRICS_PORT: "0", TRUST_PROXY: "true" } });
const QUERY = "from_line=lrt1&from_station=mon&to_line=mrt3&to_station=ayala&rider=student";

beforeAll(async () => {
  const rider = await signedInClient(server, "node-journeys@example.ph");
  const sent = await rider.postJson("/api/reports", {
    line_id: "lrt1",
    station_id: "bal",
    direction: "southbound",
    status: "on-time",
    crowd_level: "crowded",
  });
  expect(sent.status).toBe(201);
});

/**
 * A journeys answer and whether it was answered before Hono: only that way checks the query with the
 * schema's own `safeParse` (Hono's validator asks the schema through Standard Schema).
 */
async function journeys(query: string, headers: Record<string, string> = {}) {
  const parsed = vi.spyOn(journeysQuerySchema, "safeParse");
  try {
    const response = await fetch(`${server.url}/api/journeys?${query}`, { headers });
    const body = await response.text();
    return { response, body, fromNode: parsed.mock.results.some((result) => result.value.success) };
  } finally {
    parsed.mockRestore();
  }
}

/** Every header but those that differ between any two answers. */
function lastingHeaders(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
}

async function requestsCounted(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
  const series = 'riles_http_requests_total{method="GET",route="/api/journeys",status="200"} ';
  const line = text.split("\n").find((candidate) => candidate.startsWith(series));
  return Number(line?.slice(series.length) ?? 0);
}

const linesOf = (requestId: string) =>
  server.log
    .flatMap((chunk) => chunk.split("\n"))
    .filter((line) => line.includes(`"${requestId}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("journeys answered before Hono", () => {
  it("are the bytes and headers the route answers with, under the request's id, logged and counted", async () => {
    const counted = await requestsCounted();
    const fromNode = await journeys(QUERY, { "X-Request-Id": "journeys-node-1" });
    // A request naming an Origin is answered by the route (its CORS headers depend on it); one of another
    // site gets the same headers as one naming none.
    const routed = await journeys(QUERY, {
      Origin: "https://elsewhere.example",
      "X-Request-Id": "journeys-routed-1",
    });
    expect(fromNode.fromNode).toBe(true);
    expect(routed.fromNode).toBe(false);
    expect(fromNode.response.status).toBe(200);
    expect(routed.response.status).toBe(200);
    expect(fromNode.body).toBe(routed.body);
    expect(JSON.parse(fromNode.body)).toMatchObject({ fare: { medium: "beep", rider: "student" } });
    expect(fromNode.response.headers.get("x-request-id")).toBe("journeys-node-1");
    expect(lastingHeaders(fromNode.response)).toEqual(lastingHeaders(routed.response));

    expect(await requestsCounted()).toBe(counted + 2);
    const [nodeLine] = linesOf("journeys-node-1");
    const [routedLine] = linesOf("journeys-routed-1");
    expect(nodeLine).toMatchObject({ msg: "answered", route: "/api/journeys", path: "/api/journeys" });
    const lasting = (line: Record<string, unknown> = {}) =>
      Object.entries(line).filter(([name]) => !["time", "requestId", "ms"].includes(name));
    expect(lasting(nodeLine)).toEqual(lasting(routedLine));
    expect(Object.keys(nodeLine ?? {})).toEqual(Object.keys(routedLine ?? {}));
  });

  it("leave what the route refuses to it: the same 400 as with an Origin", async () => {
    for (const query of [
      `${QUERY}&from_station=bal`,
      "from_line=lrt1&from_station=mon&to_line=mrt3",
      "from_line=lrt1&from_station=nowhere&to_line=mrt3&to_station=ayala",
      `${QUERY}&at=tomorrow`,
    ]) {
      const refused = await journeys(query);
      const routed = await journeys(query, { Origin: "https://elsewhere.example" });
      expect(refused.fromNode, query).toBe(false);
      expect(refused.response.status, query).toBe(400);
      expect(refused.body, query).toBe(routed.body);
    }
  });
});

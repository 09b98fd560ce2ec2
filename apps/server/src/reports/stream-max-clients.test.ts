import { REFUSAL_TEXTS_EN } from "@riles/core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { refusalOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";

const server = serverForThisFile({ env: { STREAM_MAX_CLIENTS: "2" } });

describe("STREAM_MAX_CLIENTS", () => {
  it("answers streams past the maximum 503 with Retry-After, and takes one again when one closes", async () => {
    const url = `${server.url}/api/reports/stream`;
    const open = [await openEventStream(url), await openEventStream(`${url}?line=lrt1&station=edsa`)];
    for (const stream of open) expect((await stream.next()).event).toBe("ready");

    const refused = await fetch(url);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refusalOf(refused)).toMatchObject({
      code: "streamsFull",
      error: REFUSAL_TEXTS_EN.streamsFull,
    });
    expect(server.events.subscriberCount).toBe(2);

    open[0]?.close();
    await expect.poll(() => server.events.subscriberCount).toBe(1);
    const again = await openEventStream(url);
    expect((await again.next()).event).toBe("ready");
    again.close();
    open[1]?.close();
  });

  it("is a whole number of at least 1, or start-up stops naming it", () => {
    for (const bad of ["0", "-5", "1.5", "many"]) {
      expect(() => loadConfig({ STREAM_MAX_CLIENTS: bad }), bad).toThrow(/STREAM_MAX_CLIENTS/);
    }
    expect(loadConfig({}).streamMaxClients).toBeGreaterThanOrEqual(10_000);
  });
});

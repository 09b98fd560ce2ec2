import { MESSAGES, REFUSAL_TEXTS_EN } from "@riles/core";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { ApiError } from "./api-error";
import { checkHealth } from "./check-health";

const tooManyRequests = { error: REFUSAL_TEXTS_EN.tooManyRequests, code: "tooManyRequests" };

async function failure(): Promise<ApiError> {
  const error = await checkHealth().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("checkHealth", () => {
  it("says this connection asked too often, not that the database failed, when the server answers 429", async () => {
    stubServer({ "GET /api/health": () => jsonResponse(429, tooManyRequests, { "Retry-After": "30" }) });
    const error = await failure();
    expect(error.status).toBe(429);
    expect(error.message).toBe(REFUSAL_TEXTS_EN.tooManyRequests);
  });

  it("passes on the server's own word that its database is down", async () => {
    stubServer({
      "GET /api/health": () =>
        jsonResponse(503, { error: "The database is not answering.", code: "databaseUnavailable" }),
    });
    const error = await failure();
    expect(error.status).toBe(503);
    expect(error.code).toBe("databaseUnavailable");
  });

  it("reports a gateway's 503 as the connection failing", async () => {
    stubServer({ "GET /api/health": () => new Response("Service Unavailable", { status: 503 }) });
    const error = await failure();
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.databaseConnectionFailed);
  });
});

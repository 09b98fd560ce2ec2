import { WEB_TEXTS_EN } from "@riles/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError, noConnectionError } from "./api-error";
import { failureReason, sendFailureReason } from "./failure-reason";

const { network } = WEB_TEXTS_EN;

describe("failureReason", () => {
  it("tells an offline phone from a server that did not answer", () => {
    const noConnection = new ApiError("Database connection failed.", 0);
    expect(failureReason(noConnection, WEB_TEXTS_EN, false)).toBe(network.offline);
    expect(failureReason(noConnection, WEB_TEXTS_EN, true)).toBe(network.noAnswer);
    expect(failureReason(new TypeError("Failed to fetch"), WEB_TEXTS_EN, true)).toBe(network.noAnswer);
  });

  it("keeps saying what was true when the request failed, whatever the phone says later", () => {
    const whileOffline = new ApiError("Database connection failed.", 0, undefined, true);
    expect(failureReason(whileOffline, WEB_TEXTS_EN, true)).toBe(network.offline);
    const whileOnline = new ApiError("Database connection failed.", 0, undefined, false);
    expect(failureReason(whileOnline, WEB_TEXTS_EN, false)).toBe(network.noAnswer);
  });

  it("stamps a request that reached no server with the phone's offline flag as it failed", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const failed = noConnectionError("Database connection failed.");
    online.mockReturnValue(true);
    expect(failureReason(failed, WEB_TEXTS_EN)).toBe(network.offline);
    online.mockRestore();
  });

  it("says the server cannot reach its data only when it said so itself", () => {
    const ours = new ApiError("The database is not answering.", 503, "databaseUnavailable");
    expect(failureReason(ours, WEB_TEXTS_EN, true)).toBe(network.dataUnavailable);
    // A gateway's 502, 503 or 504 answers for a server that did not.
    for (const status of [502, 503, 504])
      expect(failureReason(new ApiError("away", status), WEB_TEXTS_EN, true)).toBe(network.noAnswer);
  });

  it("keeps the words of any other refusal", () => {
    expect(failureReason(new ApiError("Too many requests", 429), WEB_TEXTS_EN, true)).toBe(
      "Too many requests",
    );
  });

  it("keeps a gateway's words for something sent, and gives the three reasons otherwise", () => {
    const gateway = new ApiError(WEB_TEXTS_EN.serverUnavailable, 502);
    expect(sendFailureReason(gateway, WEB_TEXTS_EN, true)).toBe(WEB_TEXTS_EN.serverUnavailable);
    const ours = new ApiError("The database is not answering.", 503, "databaseUnavailable");
    expect(sendFailureReason(ours, WEB_TEXTS_EN, true)).toBe(network.dataUnavailable);
    expect(sendFailureReason(new ApiError("Database connection failed.", 0), WEB_TEXTS_EN, false)).toBe(
      network.offline,
    );
  });
});

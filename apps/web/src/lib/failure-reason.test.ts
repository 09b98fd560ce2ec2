import { WEB_TEXTS_EN } from "@riles/core";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { failureReason } from "./failure-reason";

const { network } = WEB_TEXTS_EN;

describe("failureReason", () => {
  it("tells an offline phone from a server that did not answer", () => {
    const noConnection = new ApiError("Database connection failed.", 0);
    expect(failureReason(noConnection, WEB_TEXTS_EN, false)).toBe(network.offline);
    expect(failureReason(noConnection, WEB_TEXTS_EN, true)).toBe(network.noAnswer);
    expect(failureReason(new TypeError("Failed to fetch"), WEB_TEXTS_EN, true)).toBe(network.noAnswer);
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
});

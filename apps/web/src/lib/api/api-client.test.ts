import { REFUSAL_TEXTS_EN, REFUSAL_TEXTS_FIL, WEB_TEXTS_EN } from "@riles/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-error";
import { applyLanguage } from "../i18n/i18n";
import { answerOf, api, REQUEST_DEADLINE_MS } from "./api-client";

/** The network answers every request with this status and body. */
function answering(status: number, body: string) {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    requests.push(request);
    return new Response(body, { status, headers: { "Content-Type": "application/json" } });
  });
  return requests;
}

const refusalOf = async (status: number, body: string, fallback?: (status: number) => string) => {
  answering(status, body);
  return answerOf(api.GET("/api/lines/status"), { fallback }).then(
    () => expect.unreachable("a refusal was answered as data"),
    (error: unknown) => error as ApiError,
  );
};

describe("answerOf(api…)", () => {
  it("sends the typed request to our own origin and answers its data", async () => {
    const requests = answering(200, JSON.stringify({ lines: [] }));
    const data = await answerOf(
      api.GET("/api/crowding", { params: { query: { line: "lrt1", station: "lrt1-baclaran" } } }),
    );
    expect(data).toEqual({ lines: [] });
    expect(requests[0]?.url).toBe(`${location.origin}/api/crowding?line=lrt1&station=lrt1-baclaran`);
  });

  it("reads our own refusal's message", async () => {
    const refusal = await refusalOf(400, JSON.stringify({ error: "Choose a station" }));
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ message: "Choose a station", status: 400, code: undefined });
  });

  it("reads better-auth's message and code", async () => {
    const body = JSON.stringify({ code: "INVALID_TOKEN", message: "Invalid token" });
    expect(await refusalOf(400, body)).toMatchObject({
      message: "Invalid token",
      status: 400,
      code: "INVALID_TOKEN",
    });
  });

  it("falls back when the answer is empty, not JSON, or says nothing", async () => {
    const fallback = () => "Try again";
    expect((await refusalOf(500, "", fallback)).message).toBe("Try again");
    expect((await refusalOf(500, "<html>Internal error</html>", fallback)).message).toBe("Try again");
    expect((await refusalOf(500, JSON.stringify({ error: "" }), fallback)).message).toBe("Try again");
    expect((await refusalOf(500, "")).message).toBe("The server refused the request (HTTP 500)");
  });

  it("says the server is away for a moment when a gateway answers unavailable without our words", async () => {
    const unavailable = "Riles is unavailable for a moment. Please try again shortly.";
    for (const status of [502, 503, 504]) {
      expect((await refusalOf(status, "<html>Bad gateway</html>", () => "Try again")).message).toBe(
        unavailable,
      );
      expect((await refusalOf(status, "")).message).toBe(unavailable);
    }
    // Our own 503 says what it is in its own words.
    const ours = { error: "Database connection failed", code: "databaseUnavailable" };
    expect((await refusalOf(503, JSON.stringify(ours))).message).not.toBe(unavailable);
  });

  it("says why nothing answered, offline or no answer, in a commuter's words, and keeps an abort an abort", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    // Every send that shows the message as it is (sign-in, a vote, a bug report) reads these words.
    await expect(answerOf(api.GET("/api/health"))).rejects.toMatchObject({
      status: 0,
      message: WEB_TEXTS_EN.network.noAnswer,
    });
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await expect(answerOf(api.GET("/api/health"))).rejects.toMatchObject({
      status: 0,
      offline: true,
      message: WEB_TEXTS_EN.network.offline,
    });
    offline.mockRestore();
    const abort = new AbortController();
    abort.abort();
    vi.stubGlobal("fetch", (request: Request) => Promise.reject(request.signal.reason));
    await expect(
      answerOf(api.GET("/api/health", { signal: abort.signal }), { signal: abort.signal }),
    ).rejects.not.toBeInstanceOf(ApiError);
  });

  it("gives up on a request with no answer by its deadline, as on a failed connection", async () => {
    vi.useFakeTimers();
    try {
      const stalled: Request[] = [];
      vi.stubGlobal(
        "fetch",
        (request: Request) =>
          new Promise((_, reject) => {
            stalled.push(request);
            request.signal.addEventListener("abort", () => reject(request.signal.reason));
          }),
      );
      const answer = answerOf(api.GET("/api/lines/status"));
      const failed = expect(answer).rejects.toMatchObject({ status: 0 });
      await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS - 1);
      expect(stalled).toHaveLength(1);
      expect(stalled[0]?.signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a refusal in Filipino by its code, and the server's words for a code it does not know", async () => {
    await applyLanguage("fil");
    const ours = { error: REFUSAL_TEXTS_EN.signInRequired, code: "signInRequired" };
    expect((await refusalOf(401, JSON.stringify(ours))).message).toBe(REFUSAL_TEXTS_FIL.signInRequired);
    const limit = { error: REFUSAL_TEXTS_EN.tooManySignIns, code: "tooManySignIns" };
    expect((await refusalOf(429, JSON.stringify(limit))).message).toBe(
      "Masyadong maraming subok mag-sign in. Maghintay muna nang ilang minuto.",
    );
    const quoted = { error: "Unknown train line: lrt9", code: "unknownLine", params: { value: "lrt9" } };
    expect((await refusalOf(400, JSON.stringify(quoted))).message).toBe(
      "Walang ganitong linya ng tren: lrt9",
    );
    const unknown = { error: "Something new", code: "somethingNew" };
    expect((await refusalOf(400, JSON.stringify(unknown))).message).toBe("Something new");
  });

  it("sends each request in a task of its own, and none its caller gave up on before it left", async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    const requests = answering(200, JSON.stringify({ status: "ok" }));
    const abort = new AbortController();
    const kept = answerOf(api.GET("/api/health"));
    const givenUp = answerOf(api.GET("/api/health", { signal: abort.signal }), { signal: abort.signal });
    await vi.waitFor(() => expect(yields).toHaveLength(2));
    expect(requests).toHaveLength(0);
    abort.abort();
    for (const resume of yields) resume();
    await expect(kept).resolves.toEqual({ status: "ok" });
    await expect(givenUp).rejects.toMatchObject({ name: "AbortError" });
    expect(requests).toHaveLength(1);
  });
});

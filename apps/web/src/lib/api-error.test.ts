import { describe, expect, it } from "vitest";
import { ApiError, readRefusal } from "./api-error";

const answer = (status: number, body: string) => new Response(body, { status });

describe("readRefusal", () => {
  it("reads our own refusal's message", async () => {
    const refusal = await readRefusal(answer(400, JSON.stringify({ error: "Choose a station" })), "fallback");
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ message: "Choose a station", status: 400, code: undefined });
  });

  it("reads better-auth's message and code", async () => {
    const body = JSON.stringify({ code: "INVALID_TOKEN", message: "Invalid token" });
    expect(await readRefusal(answer(400, body), "fallback")).toMatchObject({
      message: "Invalid token",
      status: 400,
      code: "INVALID_TOKEN",
    });
  });

  it("falls back when the answer is empty, not JSON, or says nothing", async () => {
    expect((await readRefusal(answer(502, ""), "Try again")).message).toBe("Try again");
    expect((await readRefusal(answer(502, "<html>Bad gateway</html>"), "Try again")).message).toBe(
      "Try again",
    );
    expect((await readRefusal(answer(500, JSON.stringify({ error: "" })), "Try again")).message).toBe(
      "Try again",
    );
  });
});

import { REFUSAL_TEXTS_EN, REFUSAL_TEXTS_FIL } from "@riles/core";
import { describe, expect, it } from "vitest";
import { ApiError, readRefusal } from "./api-error";
import { applyLanguage } from "./i18n/i18n";

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

  it("gives a refusal in Filipino by its code, and the server's words for a code it does not know", async () => {
    await applyLanguage("fil");
    const ours = { error: REFUSAL_TEXTS_EN.signInRequired, code: "signInRequired" };
    expect((await readRefusal(answer(401, JSON.stringify(ours)), "fallback")).message).toBe(
      REFUSAL_TEXTS_FIL.signInRequired,
    );
    const limit = { error: REFUSAL_TEXTS_EN.tooManySignIns, code: "tooManySignIns" };
    expect((await readRefusal(answer(429, JSON.stringify(limit)), "fallback")).message).toBe(
      "Masyadong maraming subok mag-sign in. Maghintay muna nang ilang minuto.",
    );
    const quoted = { error: "Unknown train line: lrt9", code: "unknownLine", params: { value: "lrt9" } };
    expect((await readRefusal(answer(400, JSON.stringify(quoted)), "fallback")).message).toBe(
      "Walang ganitong linya ng tren: lrt9",
    );
    const unknown = { error: "Something new", code: "somethingNew" };
    expect((await readRefusal(answer(400, JSON.stringify(unknown)), "fallback")).message).toBe(
      "Something new",
    );
  });
});

import { describe, expect, it } from "vitest";
import { notOneOfMessage } from "../schemas/validation-messages";
import { REFUSAL_TEXTS, refusalCodeOf } from "./refusal-messages";

describe("refusal codes", () => {
  it("gives every refusal text one code, so a client can show it in another language", () => {
    const texts = Object.values(REFUSAL_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [code, text] of Object.entries(REFUSAL_TEXTS)) expect(refusalCodeOf(text)).toBe(code);
  });

  it("codes words that quote what was sent as invalid input", () => {
    expect(refusalCodeOf(notOneOfMessage("Crowd level", ["light"], "heavy"))).toBe("invalidInput");
    expect(refusalCodeOf("You have reached the limit of 30 reports per hour. Please try again later.")).toBe(
      "tooManyReportsPerHour",
    );
  });
});

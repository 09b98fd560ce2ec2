import { REFUSAL_TEXTS_EN, REFUSAL_TEXTS_FIL } from "@riles/core";
import { describe, expect, it } from "vitest";
import { refusalText } from "./refusal-words";

const HOURLY_WORDS = "You have reached the limit of 50 reports per hour. Please try again later.";

describe("refusalText", () => {
  it("words our own codes with the params the server sent, in either language", () => {
    expect(refusalText("en", "tooManyReportsPerHour", { max: 50 }, HOURLY_WORDS)).toBe(HOURLY_WORDS);
    expect(refusalText("fil", "tooManyReportsPerHour", { max: 50 }, HOURLY_WORDS)).toBe(
      "Naabot mo na ang limit na 50 report kada oras. Pakisubukan ulit mamaya.",
    );
    expect(refusalText("fil", "signInRequired", undefined, REFUSAL_TEXTS_EN.signInRequired)).toBe(
      REFUSAL_TEXTS_FIL.signInRequired,
    );
  });

  it("looks better-auth's codes up in Filipino and shows its words in English", () => {
    expect(refusalText("en", "INVALID_EMAIL_OR_PASSWORD", undefined, "Invalid email or password")).toBe(
      "Invalid email or password",
    );
    expect(refusalText("fil", "INVALID_EMAIL_OR_PASSWORD", undefined, "Invalid email or password")).toBe(
      "Mali ang email o password",
    );
  });

  it("falls back to the server's words for a code it does not know, none, or params that do not fit", () => {
    expect(refusalText("fil", "toString", undefined, "Odd")).toBe("Odd");
    expect(refusalText("fil", undefined, undefined, "Odd")).toBe("Odd");
    expect(refusalText("fil", "notServedDirection", { line: "MRT-3" }, "Odd")).toBe("Odd");
  });
});

import { MESSAGES, MESSAGES_FIL } from "@riles/core";
import { describe, expect, it } from "vitest";
import { en } from "./catalogue-en";
import { fil } from "./catalogue-fil";
import { localized, refusalText } from "./i18n";

describe("refusalText", () => {
  it("shows English users the server's own words, whatever the code", () => {
    expect(
      refusalText(en, "tooManyReportsPerHour", "You have reached the limit of 50 reports per hour."),
    ).toBe("You have reached the limit of 50 reports per hour.");
    expect(refusalText(en, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toBe(
      "Invalid email or password",
    );
  });

  it("looks our own codes and better-auth's up in Filipino", () => {
    expect(refusalText(fil, "signInRequired", MESSAGES.signInRequired)).toBe(MESSAGES_FIL.signInRequired);
    expect(refusalText(fil, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toBe(
      "Mali ang email o password",
    );
  });

  it("falls back to the English text for a code it does not know, or none", () => {
    expect(refusalText(fil, "toString", "Odd")).toBe("Odd");
    expect(refusalText(fil, undefined, "Odd")).toBe("Odd");
    expect(refusalText(fil, undefined, MESSAGES.foreignOrigin)).toBe(MESSAGES_FIL.foreignOrigin);
  });
});

describe("localized", () => {
  it("gives one of core's messages, known by its English text, in the catalogue's language", () => {
    expect(localized(fil, MESSAGES.emailInvalid)).toBe(MESSAGES_FIL.emailInvalid);
    expect(localized(en, MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
    expect(localized(fil, "Unknown train line: x")).toBe("Unknown train line: x");
  });
});

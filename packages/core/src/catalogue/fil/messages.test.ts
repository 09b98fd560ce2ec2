import { describe, expect, it } from "vitest";
import { MESSAGES, type MessageKey } from "../en/messages";
import { MESSAGES_FIL } from "./messages";

const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

describe("MESSAGES_FIL", () => {
  it("says every message in Filipino, not in English", () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(MESSAGES_FIL[key], key).not.toBe("");
      expect(MESSAGES_FIL[key], key).not.toBe(MESSAGES[key]);
    }
  });

  it("keeps the limits and lengths the English messages state", () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(numbersIn(MESSAGES_FIL[key]).sort(), key).toEqual(numbersIn(MESSAGES[key]).sort());
    }
  });
});

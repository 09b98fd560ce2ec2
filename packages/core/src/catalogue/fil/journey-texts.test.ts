import { describe, expect, it } from "vitest";
import { JOURNEY_TEXTS_EN } from "../en/journey-texts";
import { JOURNEY_TEXTS_FIL } from "./journey-texts";

// The card's own name is the same in both languages: riders and the operators call it a beep card.
const SAME_IN_BOTH = new Set(["fareMedium.beep"]);

/** Every fixed text of a catalogue (labels, options) by its key path ("media.beep"). */
function textsOf(texts: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (typeof value === "string") found.set(path, value);
    else if (typeof value === "object")
      for (const [inner, text] of textsOf(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

describe("JOURNEY_TEXTS_FIL", () => {
  it("says every fixed journey and fare text in Filipino, not in English", () => {
    const fil = textsOf(JOURNEY_TEXTS_FIL);
    for (const [key, english] of textsOf(JOURNEY_TEXTS_EN)) {
      if (SAME_IN_BOTH.has(key)) continue;
      expect(fil.get(key), key).not.toBe(english);
    }
  });
});

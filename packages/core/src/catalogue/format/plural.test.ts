import { describe, expect, it } from "vitest";
import { pluralFormat } from "./plural";

const FORMS = { one: "one", other: "other" };

describe("pluralFormat", () => {
  it.each([
    [1, "one"],
    [4, "other"],
    [6, "other"],
    [2, "other"],
    [0, "other"],
  ])("English: %i is '%s'", (count, form) => {
    expect(pluralFormat("en")(count, FORMS)).toBe(form);
  });

  it.each([
    [1, "one"],
    [4, "other"],
    [6, "other"],
    [2, "one"],
    [5, "one"],
    [9, "other"],
    [10, "one"],
    [14, "other"],
  ])("Filipino: %i is '%s' (the numeral's linker, not English's rule)", (count, form) => {
    expect(pluralFormat("fil")(count, FORMS)).toBe(form);
  });
});

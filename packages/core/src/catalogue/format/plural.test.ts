import { describe, expect, it } from "vitest";
import { pluralFormat } from "./plural";

const FORMS = { one: "one", other: "other" };

/** The counts that take each form; Filipino's 'one' follows the numeral's linker, not English's rule. */
const COUNTS_BY_FORM = {
  en: { one: [1], other: [0, 2, 4, 6] },
  fil: { one: [1, 2, 5, 10], other: [4, 6, 9, 14] },
};

describe("pluralFormat", () => {
  it.each(
    Object.entries(COUNTS_BY_FORM).flatMap(([locale, counts]) =>
      Object.entries(counts).flatMap(([form, numbers]) =>
        numbers.map((count) => [locale, count, form] as const),
      ),
    ),
  )("%s: %i is '%s'", (locale, count, form) => {
    expect(pluralFormat(locale)(count, FORMS)).toBe(form);
  });
});

const SHOWN_TEXT_MAX = 40;

/**
 * A refused value as a refusal may quote it: a short string, or what kind of value it was. Never calls a
 * method of the input (an object from JSON can carry its own toString) and never echoes a long string.
 */
export type ShownInput = { value: string } | { kind: "nothing" | "list" | "object" };

export function shownInput(input: unknown): ShownInput {
  if (typeof input === "string") {
    return { value: input.length > SHOWN_TEXT_MAX ? `${input.slice(0, SHOWN_TEXT_MAX)}…` : input };
  }
  if (typeof input === "number" || typeof input === "boolean" || input === null)
    return { value: String(input) };
  if (input === undefined) return { kind: "nothing" };
  return { kind: Array.isArray(input) ? "list" : "object" };
}

export type InputKindWords = Record<"nothing" | "list" | "object", string>;

/** The refused value in a sentence: as sent (quoted when asked), or its kind in the language's words. */
export function inputWords(input: ShownInput, kindWords: InputKindWords, quote = false): string {
  if ("kind" in input) return kindWords[input.kind];
  return quote ? `"${input.value}"` : input.value;
}

const SHOWN_FIELDS_MAX = 5;

/** The first few of the fields not asked for, and how many more there were. */
export function firstFields(fields: readonly string[]): { shown: string; more: number } {
  return {
    shown: fields.slice(0, SHOWN_FIELDS_MAX).join(", "),
    more: Math.max(0, fields.length - SHOWN_FIELDS_MAX),
  };
}

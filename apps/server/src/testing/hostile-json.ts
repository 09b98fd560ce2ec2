import fc from "fast-check";

/** Strings that have broken servers: NUL, lone surrogates, control characters, very long text. */
export const hostileString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "\u202E",
    "%00",
    "../../etc/passwd",
    " ".repeat(6),
  ),
  fc.string({ minLength: 0, maxLength: 5 }).map((text) => text.repeat(4000)),
);

/** Objects whose keys are special to JavaScript; a validator that calls methods of input trips on them. */
const prototypeKeys = fc.dictionary(
  fc.constantFrom("toString", "valueOf", "__proto__", "constructor", "toJSON", "hasOwnProperty", "then"),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
);

const hostileNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1, -1, 1e-320);

/** Any JSON value, leaning towards the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  hostileNumber,
  prototypeKeys,
  fc.array(hostileString, { maxLength: 3 }),
);

/** Values the fuzz always tries in every field, besides the random ones. */
const KNOWN_HOSTILE_VALUES: readonly unknown[] = [
  "\u0000",
  "a\uD800b",
  JSON.parse('{"toString":"x","valueOf":"y"}'),
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'),
  ["lrt1"],
  1e308,
  "x".repeat(1_000_000),
];

/** A valid body with one field set to each known hostile value in turn. */
export function knownHostileBodies(valid: Record<string, unknown>): unknown[] {
  return Object.keys(valid).flatMap((key) =>
    KNOWN_HOSTILE_VALUES.map((value) => ({ ...valid, [key]: value })),
  );
}

/**
 * A body built from a valid one: some fields replaced by hostile values, perhaps extra fields, or a
 * wholly different value. Serialised with JSON.stringify, so lone surrogates arrive as \\uD800 escapes.
 */
export function bodyAround(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }),
      extra: fc.dictionary(fc.oneof(hostileString, fc.constantFrom("__proto__", "user_id")), hostileValue, {
        maxKeys: 2,
      }),
      dropped: fc.subarray(keys),
    })
    .map(({ replaced, extra, dropped }) => {
      const body: Record<string, unknown> = { ...valid, ...replaced };
      for (const key of dropped) delete body[key];
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return body;
    });
  const oneField = fc
    .tuple(fc.constantFrom(...keys), hostileValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    { weight: 3, arbitrary: oneField },
    { weight: 2, arbitrary: mutated },
    { weight: 1, arbitrary: hostileValue },
  );
}

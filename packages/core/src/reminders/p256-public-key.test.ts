import { describe, expect, it } from "vitest";
import { isP256PublicKey } from "./p256-public-key";

// The user agent's public key of RFC 8291's worked example (section 5).
const RFC_8291_KEY =
  "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";

describe("isP256PublicKey", () => {
  it("takes a browser's push key: an uncompressed point on the curve", () => {
    expect(isP256PublicKey(RFC_8291_KEY)).toBe(true);
  });

  it("refuses 65 bytes that are not a point on the curve, or not uncompressed, or not base64url", () => {
    expect(isP256PublicKey(`B${"A".repeat(86)}`)).toBe(false);
    // The same x, y changed in one character.
    const changed = RFC_8291_KEY[70] === "A" ? "B" : "A";
    expect(isP256PublicKey(`${RFC_8291_KEY.slice(0, 70)}${changed}${RFC_8291_KEY.slice(71)}`)).toBe(false);
    // A compressed point's prefix.
    expect(isP256PublicKey(`A${RFC_8291_KEY.slice(1)}`)).toBe(false);
    expect(isP256PublicKey(RFC_8291_KEY.slice(0, -2))).toBe(false);
    expect(isP256PublicKey(`${RFC_8291_KEY.slice(0, -1)}=`)).toBe(false);
    expect(isP256PublicKey("")).toBe(false);
  });
});

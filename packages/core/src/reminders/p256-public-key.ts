/** NIST P-256 (secp256r1): y² = x³ - 3x + b over the prime field of p. */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The bytes of unpadded base64url text, or null where it is not that. */
function base64urlBytes(text: string): number[] | null {
  const bytes: number[] = [];
  let bits = 0;
  let held = 0;
  for (const char of text) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    held = (held << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((held >> bits) & 0xff);
    }
  }
  return bytes;
}

const numberOf = (bytes: readonly number[]) =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * Whether base64url text is a P-256 public key as a browser's push subscription gives it (`p256dh`): an
 * uncompressed point (0x04, then x and y) that lies on the curve. Any other 65 bytes would be stored and
 * every push to the device would fail to encrypt, again at every try (RFC 8291, section 3.1).
 */
export function isP256PublicKey(text: string): boolean {
  const bytes = base64urlBytes(text);
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  const x = numberOf(bytes.slice(1, 33));
  const y = numberOf(bytes.slice(33));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
}

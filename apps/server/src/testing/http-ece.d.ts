// http_ece ships no types; this is the part the test push service uses, as the package's README describes it
// (https://github.com/martinthomson/encrypted-content-encoding).
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
}

/**
 * Text PostgreSQL can store as it was sent: no NUL character (its text type cannot hold one) and no lone
 * UTF-16 surrogate (it would be stored as a replacement character, not what the person wrote).
 */
export function isStorableText(text: string): boolean {
  return !/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * A short fingerprint of text (32-bit FNV-1a, hex): the feed version changes exactly when the published
 * timetable does, without a clock or a counter.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

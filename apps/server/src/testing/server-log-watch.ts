/**
 * Every server a test file starts, in this process or as a child, has its log watched: a test during
 * which a server logged an unhandled error fails (testing/fail-on-unhandled-errors.ts), even when its
 * answers looked right.
 */
const watched: { log: readonly string[]; checked: number }[] = [];

export function watchServerLog(log: readonly string[]): void {
  watched.push({ log, checked: 0 });
}

/** The unhandled errors logged since the last call. */
export function newUnhandledErrors(): string[] {
  const found: string[] = [];
  for (const entry of watched) {
    const fresh = entry.log.slice(entry.checked);
    entry.checked = entry.log.length;
    found.push(...fresh.filter((line) => line.includes("Unhandled error")));
  }
  return found;
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own where the browser can yield to its other work cheaply
 * (`scheduler.yield()`, whose continuation runs ahead of other queued tasks); elsewhere at once, since a
 * timer's minimum delay would cost more than the shorter task saves.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === "function" ? scheduler.yield() : Promise.resolve();
}

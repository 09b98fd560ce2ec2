import { vi } from "vitest";

/** Pins Date only: the query library and Testing Library keep their real timers. Undo with vi.useRealTimers(). */
export function pinClock(at: string | Date) {
  vi.useFakeTimers({ now: new Date(at), toFake: ["Date"] });
}

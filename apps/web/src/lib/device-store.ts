import { useSyncExternalStore } from "react";

/**
 * A value this device keeps in localStorage under `key` (docs/product.md: favourites, the card and fare
 * kind, no account needed), read back through `parse` (which turns anything it does not recognise into a
 * usable value), shared by every component that reads it and told of another tab's changes.
 */
export function deviceStore<Value>(key: string, parse: (raw: string | null) => Value, empty: Value) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached = empty;

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage blocked (private mode, policy): the empty value rather than a broken screen.
      return null;
    }
  }

  function snapshot(): Value {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed it.
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  }

  /** Keeps `value`; where storage is blocked it still holds until the page is closed. */
  function write(value: Value): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      cachedRaw = null;
      cached = value;
    }
    for (const listener of [...listeners]) listener();
  }

  /** The kept value, for a component: rendered again when it changes here or in another tab. */
  function useValue(): Value {
    return useSyncExternalStore(subscribe, snapshot, () => empty);
  }

  return { snapshot, write, useValue };
}

import { FARE_MEDIA, type FareKind, RIDER_CATEGORIES } from "@riles/core";
import { useSyncExternalStore } from "react";

// Kept on the device like the favourites (docs/product.md: no account needed): a rider's card and fare kind
// rarely change, so the journey screen opens with them.
const STORAGE_KEY = "riles.fare-kind";
const DEFAULT: FareKind = { medium: "beep", rider: "regular" };
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: FareKind = DEFAULT;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): the usual fare rather than a broken screen.
    return null;
  }
}

/** A stored value that no longer names a card or fare kind (hand edits, a renamed kind) reads as the usual. */
function parse(raw: string | null): FareKind {
  try {
    const { medium, rider } = (JSON.parse(raw ?? "{}") ?? {}) as Partial<Record<keyof FareKind, unknown>>;
    return {
      medium: FARE_MEDIA.find((known) => known === medium) ?? DEFAULT.medium,
      rider: RIDER_CATEGORIES.find((known) => known === rider) ?? DEFAULT.rider,
    };
  } catch {
    return DEFAULT;
  }
}

function snapshot(): FareKind {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function write(kind: FareKind): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kind));
  } catch {
    // Not kept: the choice still holds until the page is closed.
    cachedRaw = null;
    cached = kind;
  }
  for (const listener of [...listeners]) listener();
}

/** The rider's card and fare kind as this device keeps them, and a change that is kept. */
export function useFareKind(): [FareKind, (change: Partial<FareKind>) => void] {
  const kind = useSyncExternalStore(subscribe, snapshot, () => DEFAULT);
  return [kind, (change) => write({ ...snapshot(), ...change })];
}

import { getStation, isLineId, type LineId } from "@riles/core";
import { useCallback, useSyncExternalStore } from "react";

/** A station kept on this device (docs/product.md: favourites live on the device, no account needed). */
export interface Favourite {
  lineId: LineId;
  stationId: string;
}

const STORAGE_KEY = "riles.favourites";
const listeners = new Set<() => void>();
const EMPTY: readonly Favourite[] = [];
let cachedRaw: string | null = null;
let cached: readonly Favourite[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): no favourites rather than a broken screen.
    return null;
  }
}

/** Stored entries that no longer name a station (renamed ids, hand edits) are dropped on reading. */
function parse(raw: string | null): readonly Favourite[] {
  if (!raw) return EMPTY;
  try {
    const entries: unknown = JSON.parse(raw);
    if (!Array.isArray(entries)) return EMPTY;
    return entries.flatMap((entry: unknown) => {
      const { lineId, stationId } = (entry ?? {}) as Partial<Favourite>;
      return isLineId(lineId) && typeof stationId === "string" && getStation(lineId, stationId)
        ? [{ lineId, stationId }]
        : [];
    });
  } catch {
    return EMPTY;
  }
}

function snapshot(): readonly Favourite[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function write(favourites: readonly Favourite[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(favourites));
  } catch {
    return;
  }
  for (const listener of [...listeners]) listener();
}

const same = (a: Favourite, b: Favourite) => a.lineId === b.lineId && a.stationId === b.stationId;

/** The device's favourite stations, in the order they were added, and a toggle. */
export function useFavourites() {
  const favourites = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const isFavourite = useCallback(
    (favourite: Favourite) => favourites.some((kept) => same(kept, favourite)),
    [favourites],
  );
  const toggle = useCallback((favourite: Favourite) => {
    const current = snapshot();
    write(
      current.some((kept) => same(kept, favourite))
        ? current.filter((kept) => !same(kept, favourite))
        : [...current, favourite],
    );
  }, []);
  return { favourites, isFavourite, toggle };
}

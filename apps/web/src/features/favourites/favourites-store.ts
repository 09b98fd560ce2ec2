import { getStation, isLineId, type LineId } from "@riles/core";
import { useCallback } from "react";
import { deviceStore } from "#web/lib/device-store.ts";

/** A station kept on this device (docs/product.md: favourites live on the device, no account needed). */
export interface Favourite {
  lineId: LineId;
  stationId: string;
}

const EMPTY: readonly Favourite[] = [];

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

const store = deviceStore("riles.favourites", parse, EMPTY);

const same = (a: Favourite, b: Favourite) => a.lineId === b.lineId && a.stationId === b.stationId;

/** The device's favourite stations, in the order they were added, and a toggle. */
export function useFavourites() {
  const favourites = store.useValue();
  const isFavourite = useCallback(
    (favourite: Favourite) => favourites.some((kept) => same(kept, favourite)),
    [favourites],
  );
  const toggle = useCallback((favourite: Favourite) => {
    const current = store.snapshot();
    store.write(
      current.some((kept) => same(kept, favourite))
        ? current.filter((kept) => !same(kept, favourite))
        : [...current, favourite],
    );
  }, []);
  return { favourites, isFavourite, toggle };
}

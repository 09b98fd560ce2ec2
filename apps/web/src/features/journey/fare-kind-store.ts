import { FARE_MEDIA, type FareKind, RIDER_CATEGORIES } from "@riles/core";
import { deviceStore } from "#web/lib/device-store.ts";

const DEFAULT: FareKind = { medium: "beep", rider: "regular" };

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

// Kept on the device like the favourites (docs/product.md: no account needed): a rider's card and fare kind
// rarely change, so the journey screen opens with them.
const store = deviceStore("riles.fare-kind", parse, DEFAULT);

/** The rider's card and fare kind as this device keeps them, and a change that is kept. */
export function useFareKind(): [FareKind, (change: Partial<FareKind>) => void] {
  const kind = store.useValue();
  return [kind, (change) => store.write({ ...store.snapshot(), ...change })];
}

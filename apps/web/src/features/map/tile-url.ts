import { DEFAULT_TILE_URL } from "@riles/core";

/** The base-map tile URL template (docs/product.md: configurable); blank or missing means OpenStreetMap. */
export function tileUrlFrom(setting: string | undefined): string {
  return setting?.trim() || DEFAULT_TILE_URL;
}

export const TILE_URL = tileUrlFrom(import.meta.env.VITE_TILE_URL);

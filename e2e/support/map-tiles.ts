import type { Page } from "@playwright/test";

// A 1x1 transparent PNG: the tile server is a third party, stubbed at the network edge.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers the map's tile requests with a blank tile, as the test machine reaches no tile server. */
export function stubMapTiles(page: Page) {
  return page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG }),
  );
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/app-env.ts";
import { serveSpa } from "./static-spa";

const emptyDist = mkdtempSync(join(tmpdir(), "riles-unbuilt-"));
afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));

/** A build with Lines' and Map's pages in both languages, as apps/web/vite-prerender-pages.ts writes them. */
function builtDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "riles-pages-"));
  for (const language of ["en", "fil"]) {
    mkdirSync(join(dist, "pages", language), { recursive: true });
    for (const page of ["index", "map", "not-found"])
      writeFileSync(join(dist, "pages", language, `${page}.html`), `<html lang="${language}">${page}`);
  }
  writeFileSync(join(dist, "index.html"), '<html lang="en">index');
  return dist;
}

describe("serveSpa", () => {
  it("says how to build the web app when it is not built, on every client route", async () => {
    const app = new Hono<AppEnv>();
    serveSpa(app, emptyDist);
    for (const path of ["/", "/map"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("The web app is not built. Run `npm run build`");
    }
  });

  it("sends the page in the rider's language: the choice made under Settings, else the browser's", async () => {
    const dist = builtDist();
    try {
      const app = new Hono<AppEnv>();
      serveSpa(app, dist);
      const pageFor = async (headers: Record<string, string>) =>
        (await app.request("/map", { headers })).text();
      expect(await pageFor({ "Accept-Language": "fil-PH,fil;q=0.9,en;q=0.8" })).toBe('<html lang="fil">map');
      // The browser's first language decides, by weight; Tagalog counts as Filipino.
      expect(await pageFor({ "Accept-Language": "en;q=0.3, tl" })).toBe('<html lang="fil">map');
      expect(await pageFor({ "Accept-Language": "ja" })).toBe('<html lang="en">map');
      expect(await pageFor({})).toBe('<html lang="en">map');
      // The cookie of Settings wins over the browser's languages; a value it does not know is ignored.
      expect(await pageFor({ "Accept-Language": "fil-PH", Cookie: "riles-language=en" })).toBe(
        '<html lang="en">map',
      );
      expect(await pageFor({ "Accept-Language": "en-PH", Cookie: "a=1; riles-language=fil" })).toBe(
        '<html lang="fil">map',
      );
      expect(await pageFor({ "Accept-Language": "fil-PH", Cookie: "riles-language=de" })).toBe(
        '<html lang="fil">map',
      );
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

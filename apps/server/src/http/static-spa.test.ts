import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LANGUAGE_COOKIE } from "@riles/core";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/app-env.ts";
import { serveSpa } from "./static-spa";

const emptyDist = mkdtempSync(join(tmpdir(), "riles-unbuilt-"));
const builtDist = mkdtempSync(join(tmpdir(), "riles-built-"));
afterAll(() => {
  rmSync(emptyDist, { recursive: true, force: true });
  rmSync(builtDist, { recursive: true, force: true });
});

/** A built page that names itself, as the web build writes pages/<language>/<page>.html. */
function writePage(language: string, page: string): void {
  const file = join(builtDist, "pages", language, `${page}.html`);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, `${language}/${page}`);
}
for (const language of ["en", "fil"])
  for (const page of ["index", "settings", "not-found", "lines/mrt3", "lines/lrt1/edsa", "lines/mrt3/cube"])
    writePage(language, page);

/** A build with Lines' and Map's pages in both languages, as apps/web/vite-prerender-pages.ts writes them. */
function languagePagesDist(): string {
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

  it("sends Lines the page of the line or station its address chooses, in the rider's language", async () => {
    const app = new Hono<AppEnv>();
    serveSpa(app, builtDist);
    const pageAt = async (path: string, headers: Record<string, string> = {}) => {
      const response = await app.request(path, { headers });
      return `${response.status} ${await response.text()}`;
    };
    expect(await pageAt("/?line=lrt1&station=edsa")).toBe("200 en/lines/lrt1/edsa");
    expect(await pageAt("/?station=cube&line=mrt3", { "Accept-Language": "fil-PH" })).toBe(
      "200 fil/lines/mrt3/cube",
    );
    expect(await pageAt("/?line=mrt3&station=no-such", { Cookie: `${LANGUAGE_COOKIE}=fil` })).toBe(
      "200 fil/lines/mrt3",
    );
    expect(await pageAt("/?line=lrt1")).toBe("200 en/index");
    expect(await pageAt("/Settings/?from=mail")).toBe("200 en/settings");
    expect(await pageAt("/no-such-page?line=mrt3")).toBe("404 en/not-found");
  });

  it("sends the page in the rider's language: the choice made under Settings, else the browser's", async () => {
    const dist = languagePagesDist();
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

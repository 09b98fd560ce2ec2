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
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/app-env.ts";
import { serveSpa } from "./static-spa";

const emptyDist = mkdtempSync(join(tmpdir(), "riles-unbuilt-"));
afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));

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
});

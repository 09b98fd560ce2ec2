import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currentApiDocument, WEB_API_TYPES_FILE, webApiTypes } from "./web-api-types";

describe("the web app's generated API types", () => {
  it("match the routes as the app declares them now (else run `npm run api:types`)", async () => {
    const document = await currentApiDocument();
    expect(Object.keys(document.paths as object)).toContain("/api/reports");
    const fresh = await webApiTypes(document);
    expect(fresh).toContain('"/api/reports": {');
    const committed = readFileSync(WEB_API_TYPES_FILE, "utf8");
    expect(
      committed === fresh,
      "apps/web/src/lib/api/api-types.ts is stale: run `npm run api:types` and commit it",
    ).toBe(true);
  });
});

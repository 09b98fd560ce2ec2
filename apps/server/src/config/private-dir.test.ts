import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret";
import { resolveVapidKeys } from "./vapid-keys";

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("DATA_DIR", () => {
  it("is created readable by the server's user alone, with the secrets in it", () => {
    parent = mkdtempSync(join(tmpdir(), "riles-data-"));
    const dataDir = join(parent, "data");
    resolveAuthSecret(undefined, dataDir);
    resolveVapidKeys(undefined, dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "auth-secret"))).toBe(0o600);
  });

  it("is tightened when an older install left it open", () => {
    parent = mkdtempSync(join(tmpdir(), "riles-data-"));
    const dataDir = join(parent, "data");
    mkdirSync(dataDir, { mode: 0o755 });
    resolveVapidKeys(undefined, dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });
});

import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makePrivateDir } from "./private-dir";

/**
 * AUTH_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so sessions survive
 * restarts without anyone having to invent a secret for a local run.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    makePrivateDir(dataDir);
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

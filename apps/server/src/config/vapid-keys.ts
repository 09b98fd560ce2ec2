import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import { makePrivateDir } from "./private-dir";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in DATA_DIR,
 * like the auth secret. Browsers tie a subscription to the public key, so it must never change under them.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, "vapid-keys.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  } catch {
    makePrivateDir(dataDir);
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    return keys;
  }
}

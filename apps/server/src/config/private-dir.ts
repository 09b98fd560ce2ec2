import { chmodSync, mkdirSync } from "node:fs";

/**
 * DATA_DIR holds the auth secret, the VAPID keys, the embedded database and the outbox's live reset
 * links: only the server's own user may read it. An existing folder is tightened too, so an install from
 * before this rule is fixed on its next start (docs/decisions/094-trusted-proxies-and-bind-addresses.md).
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

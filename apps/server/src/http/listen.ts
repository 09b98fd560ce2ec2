import type { Server } from "node:net";

/**
 * Listens on `port` at `host` (every address when undefined). A port that cannot be taken (in use, not allowed) rejects, rather than
 * raising an `error` event nobody hears while the start waits for ever.
 */
export function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

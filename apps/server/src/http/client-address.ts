import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits are keyed by. Behind `trustedHops` proxies of ours, each appends the address
 * it saw to X-Forwarded-For, so the client's is the entry `trustedHops` from the right: anything left of
 * it came from the client and could be made up. Without trusted proxies, the socket's peer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const appended = entries[entries.length - trustedHops];
    if (appended) return appended;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return "local";
  }
}

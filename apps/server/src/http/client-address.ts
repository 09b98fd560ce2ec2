import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits are keyed by. Behind `trustedHops` proxies of ours, each appends the address
 * it saw to X-Forwarded-For, so the client's is the entry `trustedHops` from the right: anything left of
 * it came from the client and could be made up. Without trusted proxies, the socket's peer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const forwarded = forwardedAddress(c.req.header("x-forwarded-for"), trustedHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return "local";
  }
}

/** The same address from Node's own request: the report stream opens without Hono (docs/decisions/061-streams-kept-small.md). */
export function incomingClientAddress(incoming: IncomingMessage, trustedHops: number): string {
  const header = incoming.headers["x-forwarded-for"];
  const forwarded = forwardedAddress(Array.isArray(header) ? header.join(",") : header, trustedHops);
  return forwarded ?? incoming.socket.remoteAddress ?? "unknown";
}

function forwardedAddress(header: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0) return undefined;
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - trustedHops];
}

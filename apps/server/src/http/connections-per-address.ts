import type { Server } from "node:http";
import type { Socket } from "node:net";
import { REFUSAL_TEXTS_EN } from "@riles/core";
import { isOurProxy, type TrustedProxies } from "./client-address";
import { clientKey, type IpAddress, parseAddress, siteKey } from "./ip-address";

/** How long a refused client is asked to wait before it connects again. */
const RETRY_AFTER_SECONDS = 10;

const REFUSAL = Buffer.from(
  [
    "HTTP/1.1 429 Too Many Requests",
    `Retry-After: ${RETRY_AFTER_SECONDS}`,
    "Content-Type: application/json",
    "Connection: close",
    "",
    JSON.stringify({ error: REFUSAL_TEXTS_EN.connectionsFromAddress, code: "connectionsFromAddress" }),
  ].join("\r\n"),
);

/** How many connections one client address, and one IPv6 site (its /48, every /64 in it together), may hold. */
interface ConnectionCaps {
  perAddress: number;
  perSite: number;
}

/**
 * The open connections of each client address and IPv6 site. `take` counts one more from `address` and
 * returns how to count it closed, or nothing when its address or its site already holds its cap.
 */
function openConnections({ perAddress, perSite }: ConnectionCaps) {
  const open = new Map<string, number>();
  const count = (key: string, by: number) => {
    const held = (open.get(key) ?? 0) + by;
    if (held > 0) open.set(key, held);
    else open.delete(key);
  };
  return {
    take(address: IpAddress): (() => void) | undefined {
      const key = clientKey(address);
      const site = siteKey(address);
      if ((open.get(key) ?? 0) >= perAddress) return undefined;
      if (site !== undefined && (open.get(site) ?? 0) >= perSite) return undefined;
      count(key, 1);
      if (site !== undefined) count(site, 1);
      return () => {
        count(key, -1);
        if (site !== undefined) count(site, -1);
      };
    },
  };
}

/**
 * Caps the connections one client address (an IPv6 one by its /64, and its /48 by a looser cap) holds open
 * on `server`: past either, a new one is answered 429 and closed before any request on it is read.
 * Connections from our own proxies (TRUST_PROXY) are not counted, as they carry every client; the proxy
 * caps those (docs/deploy/nginx.conf). Every per-address limit of the API counts requests; this counts the
 * sockets a client can hold without finishing one (docs/decisions/146-connections-per-address.md,
 * 155-ipv6-sites-capped-too.md).
 */
export function capConnectionsPerAddress(
  server: Server,
  caps: ConnectionCaps,
  proxies: TrustedProxies,
): void {
  const connections = openConnections(caps);
  server.on("connection", (socket: Socket) => {
    const address = parseAddress(socket.remoteAddress ?? "");
    if (!address || isOurProxy(socket.remoteAddress, proxies)) return;
    const closed = connections.take(address);
    if (!closed) {
      socket.pause();
      socket.end(REFUSAL, () => socket.destroy());
      return;
    }
    socket.once("close", closed);
  });
}

import type { Server } from "node:http";
import type { Socket } from "node:net";
import { REFUSAL_TEXTS_EN } from "@riles/core";
import { isOurProxy, type TrustedProxies } from "./client-address";
import { clientKey, parseAddress } from "./ip-address";

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

/**
 * Caps the connections one client address (an IPv6 one by its /64) holds open on `server`: past `max`, a
 * new one is answered 429 and closed before any request on it is read. Connections from our own proxies
 * (TRUST_PROXY) are not counted, as they carry every client; the proxy caps those (docs/deploy/nginx.conf).
 * Every per-address limit of the API counts requests; this counts the sockets a client can hold without
 * finishing one (docs/decisions/146-connections-per-address.md).
 */
export function capConnectionsPerAddress(server: Server, max: number, proxies: TrustedProxies): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = parseAddress(socket.remoteAddress ?? "");
    if (!address || isOurProxy(socket.remoteAddress, proxies)) return;
    const key = clientKey(address);
    const held = open.get(key) ?? 0;
    if (held >= max) {
      socket.pause();
      socket.end(REFUSAL, () => socket.destroy());
      return;
    }
    open.set(key, held + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

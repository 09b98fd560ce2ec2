import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientKey, type IpRange, inRanges, parseAddress } from "./ip-address";

/** Which peers may tell us the client's address, and through how many of our proxies (TRUST_PROXY). */
export interface TrustedProxies {
  hops: number;
  ranges: readonly IpRange[];
}

/** The client a request counts for, and the X-Forwarded-For entry one of our proxies wrote that is no address. */
interface ForwardedReading {
  key: string;
  unreadable: string | undefined;
}

function readForwarded(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): ForwardedReading {
  let address = peer === undefined ? undefined : parseAddress(peer);
  if (!address) return { key: peer ?? "unknown", unreadable: undefined };
  const entries = forwardedFor === undefined ? [] : forwardedFor.split(",");
  for (let hop = 0; hop < proxies.hops && inRanges(address, proxies.ranges); hop++) {
    const entry = entries.pop();
    const appended = entry === undefined ? undefined : forwardedAddress(entry);
    if (!appended) return { key: clientKey(address), unreadable: entry?.trim() || undefined };
    address = appended;
  }
  return { key: clientKey(address), unreadable: undefined };
}

/**
 * The client a request counts for, from its TCP peer and X-Forwarded-For. Each proxy of ours appends the
 * address it saw, so the entries are read from the right, one per hop, and only while the address read so
 * far (the peer first) is one of our proxies: a peer that is not cannot name another address, and nothing
 * a client wrote left of what our outermost proxy appended is read (docs/decisions/094-trusted-proxies-and-bind-addresses.md).
 * A missing or unreadable entry leaves the last address read. The key is the address, an IPv6 one by its /64.
 */
export function clientKeyOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  return readForwarded(peer, forwardedFor, proxies).key;
}

/**
 * The X-Forwarded-For entry, written where one of our proxies appends the client's address, that is no
 * address (`unknown`, a name): every such request counts as the proxy, all sharing its allowance. A
 * missing entry is not one: a monitor on the proxy's machine may call the server directly.
 */
export function unreadableForwardedEntry(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string | undefined {
  return readForwarded(peer, forwardedFor, proxies).unreadable;
}

/**
 * An address as a proxy writes it in X-Forwarded-For: bare, or with its port as some proxies add it
 * (`203.0.113.9:5678`, `[2001:db8::1]:443`), an IPv6 one perhaps in brackets. Read bare only, every such
 * client would count as the proxy itself, all of them sharing one allowance.
 */
function forwardedAddress(entry: string) {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return parseAddress(bracketed[1] ?? "");
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return parseAddress(withPort?.[1] ?? text);
}

/** The TCP peer of a request Hono answers; null without a socket (app.request() in tests). */
export function peerOf(c: Context): { address: string | undefined } | null {
  try {
    return { address: getConnInfo(c).remote.address };
  } catch {
    return null;
  }
}

/** The client key of a request Hono answers. */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const peer = peerOf(c);
  if (!peer) return "local";
  return clientKeyOf(peer.address, c.req.header("x-forwarded-for"), proxies);
}

/** The same client key from Node's own request: the report stream opens without Hono (docs/decisions/061-streams-kept-small.md). */
export function incomingClientAddress(incoming: IncomingMessage, proxies: TrustedProxies): string {
  const header = incoming.headers["x-forwarded-for"];
  return clientKeyOf(
    incoming.socket.remoteAddress,
    Array.isArray(header) ? header.join(",") : header,
    proxies,
  );
}

/** Whether the TCP peer is one of our own proxies (TRUST_PROXY set and the peer in TRUSTED_PROXIES). */
export function isOurProxy(peer: string | undefined, proxies: TrustedProxies): boolean {
  const address = peer === undefined ? undefined : parseAddress(peer);
  return address !== undefined && proxies.hops > 0 && inRanges(address, proxies.ranges);
}

/** Whether a request Hono answers came through one of our own proxies. */
export function fromOurProxy(c: Context, proxies: TrustedProxies): boolean {
  return isOurProxy(peerOf(c)?.address, proxies);
}

import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Resolves a host name to every address it has, as `dns.lookup(name, { all: true })` does. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Addresses the server must never post to on a browser's say-so: loopback, private, shared, link-local
 * (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), documentation, multicast and reserved
 * ranges (docs/decisions/043-push-endpoints.md).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !NOT_PUBLIC.check(address, "ipv6");
}

export type EndpointCheck =
  | { ok: true; url: URL; address: string; family: number }
  | { ok: false; reason: string };

export interface EndpointPolicy {
  /** PUSH_TEST_SERVICE_ORIGIN: the one origin taken as it is, for tests and benches. */
  testServiceOrigin: string | undefined;
  resolve: Resolve;
}

/**
 * May the server post to this push endpoint? https to a public host name only: no IP literal, no user
 * info, and every address the name resolves to public. The address returned is the one to connect to,
 * so a name that resolves differently a moment later (DNS rebinding) cannot move the request.
 */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (policy.testServiceOrigin && url.origin === policy.testServiceOrigin) {
    const [first] = await policy.resolve(hostname);
    return first ? { ok: true, url, ...first } : { ok: false, reason: "no address" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not https" };
  if (url.username || url.password) return { ok: false, reason: "user info" };
  if (isIP(hostname)) return { ok: false, reason: "an IP address, not a host name" };
  if (!hostname.includes(".")) return { ok: false, reason: "not a public host name" };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.resolve(hostname);
  } catch {
    return { ok: false, reason: "the name does not resolve" };
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: "the name does not resolve" };
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (blocked) return { ok: false, reason: `resolves to ${blocked.address}, not a public address` };
  return { ok: true, url, ...first };
}

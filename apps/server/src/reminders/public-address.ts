import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * IPv6 hosts on the internet sit in 2000::/3 (RFC 4291); the rest holds loopback, the unspecified
 * address, IPv4-compatible forms (::7f00:1 is ::127.0.0.1), NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and
 * space never assigned.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * May the server post to this address on a browser's say-so (docs/decisions/091-push-addresses-by-ipaddr-ranges.md)?
 * Only what ipaddr.js calls plain unicast: not loopback, private, shared, link-local (cloud metadata at
 * 169.254.169.254 and fd00:ec2::254), documentation, benchmarking, multicast or reserved, nor IPv6 that
 * carries an IPv4 address inside (6to4 2002::/16, Teredo 2001::/32, NAT64, SIIT ::ffff:0:0:0/96). An
 * IPv4-mapped address (::ffff:10.0.0.1) is its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === "unicast";
  if (family !== 6) return false;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "unicast";
  return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
}

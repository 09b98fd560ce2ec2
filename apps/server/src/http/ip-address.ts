import ipaddr from "ipaddr.js";

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;
export type IpRange = [IpAddress, number];

/**
 * An address as a socket or X-Forwarded-For gives it, IPv4-mapped IPv6 read as the IPv4 it is. Only
 * dotted quads for IPv4: `127.1` and `0x7f.0.0.1` are not addresses a proxy writes.
 */
export function parseAddress(text: string): IpAddress | undefined {
  const plain = text.trim();
  if (!ipaddr.IPv4.isValidFourPartDecimal(plain) && !ipaddr.IPv6.isValid(plain)) return undefined;
  return ipaddr.process(plain);
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (a range of one). */
export function parseRange(text: string): IpRange | undefined {
  const plain = text.trim();
  const slash = plain.indexOf("/");
  const address = parseAddress(slash < 0 ? plain : plain.slice(0, slash));
  if (!address) return undefined;
  const bits = address.kind() === "ipv4" ? 32 : 128;
  if (slash < 0) return [address, bits];
  const prefix = plain.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined;
  return [address, Number(prefix)];
}

export function inRanges(address: IpAddress, ranges: readonly IpRange[]): boolean {
  return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}

/**
 * What a rate limit counts as one client: an IPv4 address, or an IPv6 address's /64, which one home or
 * phone is given whole (docs/decisions/093-limits-that-fit-people.md).
 */
export function clientKey(address: IpAddress): string {
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The wider network an IPv6 client lies in, counted too by the caps on what one client holds: its /48, the
 * most one site (a home or office, a tunnel broker's user) is given whole, 65,536 /64s. None for IPv4,
 * whose addresses are few and each counted alone (docs/decisions/155-ipv6-sites-capped-too.md).
 */
export function siteKey(address: IpAddress): string | undefined {
  if (address.kind() === "ipv4") return undefined;
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}

/** The site of a client as `clientKey` names it ("2001:db8:1:2::/64"); none for an IPv4 one. */
export function siteKeyOfClient(key: string): string | undefined {
  const range = parseRange(key);
  return range ? siteKey(range[0]) : undefined;
}

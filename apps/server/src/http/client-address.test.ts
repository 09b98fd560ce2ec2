import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { clientKeyOf } from "./client-address";
import { parseAddress, siteKey, siteKeyOfClient } from "./ip-address";

const behindOne = loadConfig({ TRUST_PROXY: "true" }).trustedProxies;
const behindTwo = loadConfig({ TRUST_PROXY: "2", TRUSTED_PROXIES: "127.0.0.1,10.0.0.0/8" }).trustedProxies;
const noProxy = loadConfig({}).trustedProxies;

describe("clientKeyOf", () => {
  it("takes the entry our outermost trusted proxy appended, not what the client wrote before it", () => {
    expect(clientKeyOf("127.0.0.1", "203.0.113.9", behindOne)).toBe("203.0.113.9");
    expect(clientKeyOf("::ffff:127.0.0.1", "6.6.6.6, 203.0.113.9", behindOne)).toBe("203.0.113.9");
    expect(clientKeyOf("127.0.0.1", "6.6.6.6, 203.0.113.9, 10.1.2.3", behindTwo)).toBe("203.0.113.9");
  });

  it("reads an entry a proxy wrote with its port, or an IPv6 one in brackets, as that client", () => {
    expect(clientKeyOf("127.0.0.1", "203.0.113.9:5678", behindOne)).toBe("203.0.113.9");
    expect(clientKeyOf("127.0.0.1", "[2001:db8:1:2::7]:443", behindOne)).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("127.0.0.1", "[2001:db8:1:2::7]", behindOne)).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("127.0.0.1", "6.6.6.6, 203.0.113.9:80, 10.1.2.3:8080", behindTwo)).toBe("203.0.113.9");
    expect(clientKeyOf("127.0.0.1", "203.0.113.9:port", behindOne)).toBe("127.0.0.1");
    expect(clientKeyOf("127.0.0.1", "[203.0.113.9", behindOne)).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For only from a trusted peer, and each hop only from a trusted proxy", () => {
    expect(clientKeyOf("198.51.100.7", "203.0.113.9", behindOne)).toBe("198.51.100.7");
    expect(clientKeyOf("127.0.0.1", "203.0.113.9", noProxy)).toBe("127.0.0.1");
    // The second proxy's address is not ours: what it says about the client is not read.
    expect(clientKeyOf("127.0.0.1", "6.6.6.6, 198.51.100.7", behindTwo)).toBe("198.51.100.7");
  });

  it("keeps the last address it could read when an entry is missing or not an address", () => {
    expect(clientKeyOf("127.0.0.1", undefined, behindOne)).toBe("127.0.0.1");
    expect(clientKeyOf("127.0.0.1", "203.0.113.9, unknown", behindOne)).toBe("127.0.0.1");
    expect(clientKeyOf("127.0.0.1", "127.1", behindOne)).toBe("127.0.0.1");
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4", () => {
    expect(clientKeyOf("2001:db8:1:2:aaaa::1", undefined, noProxy)).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8:1:2:ffff:1:2:3", undefined, noProxy)).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8:1:3::1", undefined, noProxy)).toBe("2001:db8:1:3::/64");
    expect(clientKeyOf("::ffff:203.0.113.9", undefined, noProxy)).toBe("203.0.113.9");
    expect(clientKeyOf("::1", "2001:db8::5", behindOne)).toBe("2001:db8::/64");
  });
});

describe("siteKey", () => {
  const siteOf = (text: string) => {
    const address = parseAddress(text);
    if (!address) throw new Error(`not an address: ${text}`);
    return siteKey(address);
  };

  it("puts every /64 of an IPv6 /48 in one site, and another /48 in another", () => {
    expect(siteOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1::/48");
    expect(siteOf("2001:db8:1:ffff:ffff:ffff:ffff:ffff")).toBe("2001:db8:1::/48");
    expect(siteOf("2001:db8:2::1")).toBe("2001:db8:2::/48");
    expect(siteOf("::1")).toBe("::/48");
  });

  it("gives IPv4, mapped or not, no site: its addresses are counted each alone", () => {
    expect(siteOf("203.0.113.9")).toBeUndefined();
    expect(siteOf("::ffff:203.0.113.9")).toBeUndefined();
  });

  it("finds the site of a client key as the limits name it", () => {
    expect(siteKeyOfClient(clientKeyOf("2001:db8:1:2::7", undefined, noProxy))).toBe("2001:db8:1::/48");
    expect(siteKeyOfClient(clientKeyOf("203.0.113.9", undefined, noProxy))).toBeUndefined();
    expect(siteKeyOfClient("local")).toBeUndefined();
  });
});

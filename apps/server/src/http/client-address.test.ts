import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { clientKeyOf } from "./client-address";

const behindOne = loadConfig({ TRUST_PROXY: "true" }).trustedProxies;
const behindTwo = loadConfig({ TRUST_PROXY: "2", TRUSTED_PROXIES: "127.0.0.1,10.0.0.0/8" }).trustedProxies;
const noProxy = loadConfig({}).trustedProxies;

describe("clientKeyOf", () => {
  it("takes the entry our outermost trusted proxy appended, not what the client wrote before it", () => {
    expect(clientKeyOf("127.0.0.1", "203.0.113.9", behindOne)).toBe("203.0.113.9");
    expect(clientKeyOf("::ffff:127.0.0.1", "6.6.6.6, 203.0.113.9", behindOne)).toBe("203.0.113.9");
    expect(clientKeyOf("127.0.0.1", "6.6.6.6, 203.0.113.9, 10.1.2.3", behindTwo)).toBe("203.0.113.9");
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

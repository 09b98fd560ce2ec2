import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

async function addressSeen(trustedHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, trustedHops)));
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  return (await app.request("/", { headers })).text();
}

describe("clientAddress", () => {
  it("takes the entry our outermost trusted proxy appended, not what the client wrote before it", async () => {
    expect(await addressSeen(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen(1, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen(2, "6.6.6.6, 203.0.113.9, 198.51.100.1")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For without trusted proxies, and falls back to the socket when it is short", async () => {
    expect(await addressSeen(0, "203.0.113.9")).toBe("local");
    expect(await addressSeen(2, "203.0.113.9")).toBe("local");
    expect(await addressSeen(1)).toBe("local");
  });
});

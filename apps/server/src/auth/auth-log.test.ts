import { afterEach, describe, expect, it, vi } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile();

afterEach(() => vi.restoreAllMocks());

describe("what better-auth has to say about a refused request", () => {
  it("goes into the server's log, once, and nothing around it to stderr", async () => {
    const stderr = vi.spyOn(console, "error");
    const answer = await server.client().postJson("/api/auth/sign-in/email", {
      email: "rider@example.ph",
      password: "tren-secret",
      callbackURL: "//evil.example",
    });
    expect(answer.status).toBe(403);
    expect(server.log.filter((line) => line.includes("//evil.example"))).toHaveLength(1);
    // One anonymous request each, and every one of them wrote a colored line of its own past the log.
    expect(stderr).not.toHaveBeenCalled();
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "#server/db/auth-schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Clients that name their own address get their own rate limits, so tests do not share them.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

/** Nearly all of the 16 KB a body may carry. */
const LONG_IMAGE = `https://example.ph/${"x".repeat(15_000)}`;

async function storedImage(email: string) {
  const [row] = await server.database.drizzle
    .select({ image: user.image })
    .from(user)
    .where(eq(user.email, email));
  return row?.image;
}

describe("an account's image, which no form of ours sends", () => {
  it("is refused over 300 characters at sign-up, and no account is kept", async () => {
    const client = server.client({ "x-forwarded-for": "198.51.100.81" });
    const email = "long-image@example.ph";
    const signUp = await client.postJson("/api/auth/sign-up/email", {
      email,
      password: "tren-secret",
      name: "Image",
      image: LONG_IMAGE,
    });
    await expectRefusal(signUp, 400, "imageTooLong");
    expect(await storedImage(email)).toBeUndefined();
  });

  it("is refused over 300 characters when the account is changed", async () => {
    const email = "image-later@example.ph";
    const rider = await signedInClient(server, email, { headers: { "x-forwarded-for": "198.51.100.82" } });
    await expectRefusal(
      await rider.postJson("/api/auth/update-user", { image: LONG_IMAGE }),
      400,
      "imageTooLong",
    );
    expect(await storedImage(email)).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "#server/db/auth-schema.ts";
import { linkIn } from "#server/testing/accounts.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

async function signUp(email: string, extra: Record<string, unknown>, address: string) {
  return server
    .client({ "x-forwarded-for": address })
    .postJson("/api/auth/sign-up/email", { email, password: "tren-secret", name: "Ana", ...extra });
}

describe("the language of account mails", () => {
  it("writes every mail of an account in Filipino when it signed up in Filipino", async () => {
    const email = "ana@example.ph";
    expect((await signUp(email, { language: "fil" }, "203.0.113.60")).status).toBe(200);
    const confirmation = await server.mail.nextMailTo(email);
    expect(confirmation.subject).toBe("Kumpirmahin ang iyong Riles account");
    expect(confirmation.text).toContain("Maligayang pagdating sa Riles!");
    expect(confirmation.html).toContain('<html lang="fil">');
    expect(confirmation.html).toContain("Kumpirmahin ang email ko");
    await server.client().request(linkIn(confirmation.text, server.url));

    // Someone else, whatever their own language, tries the address: the owner reads the notice in theirs.
    await signUp(email, { language: "en" }, "203.0.113.61");
    expect((await server.mail.nextMailTo(email)).subject).toBe("May Riles account ka na");

    const reset = await server
      .client({ "x-forwarded-for": "203.0.113.62" })
      .postJson("/api/auth/request-password-reset", { email });
    expect(reset.status).toBe(200);
    const resetMail = await server.mail.nextMailTo(email);
    expect(resetMail.subject).toBe("Palitan ang password mo sa Riles");
    expect(resetMail.text).toContain("isang oras");
  });

  it("writes in English when sign-up names no language", async () => {
    const email = "ben@example.ph";
    await signUp(email, {}, "203.0.113.63");
    const mail = await server.mail.nextMailTo(email);
    expect(mail.subject).toBe("Confirm your Riles account");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("refuses a language Riles does not speak, with a code, and creates no account", async () => {
    const email = "cy@example.ph";
    const refused = await signUp(email, { language: "de" }, "203.0.113.64");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Language must be en or fil", code: "languageInvalid" });
    const rows = await server.database.drizzle.select().from(user).where(eq(user.email, email));
    expect(rows).toEqual([]);
    await expect(server.mail.nextMailTo(email, 300)).rejects.toThrow(/No mail/);
  });
});

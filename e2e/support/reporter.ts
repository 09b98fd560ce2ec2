import { type APIRequestContext, expect } from "@playwright/test";
import { riderAddress } from "./client-address";
import { firstAppLink, waitForMail } from "./mailbox";

const PASSWORD = "secret-train-1";

/**
 * A confirmed, signed-in commuter on `request` (a browser context's request, so the session cookie is
 * that context's): signs up through the API, follows the mailed link and signs in.
 */
export async function signedInReporter(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { Origin: new URL(baseURL).origin };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email },
    headers: { ...headers, "x-forwarded-for": riderAddress() },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail(email);
  await request.get(firstAppLink(mail, new URL(baseURL).origin));
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  return {
    report: async (report: Record<string, string>) => {
      const response = await request.post("/api/reports", { data: report, headers });
      expect(response.status()).toBe(201);
    },
  };
}

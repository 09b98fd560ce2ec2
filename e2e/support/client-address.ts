import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";

/**
 * A rider's own client address, named to the server in X-Forwarded-For (the e2e server trusts loopback's,
 * TRUST_PROXY in global-setup.ts). The server allows 10 sign-ups an hour per address
 * (docs/decisions/093-limits-that-fit-people.md), and the suite signs up more accounts than that from
 * this one machine: each sign-up comes from an address of its own, as riders' phones do.
 */
export function riderAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The page's sign-ups come from an address of their own (the rest of its requests from loopback). */
export async function signUpFromOwnAddress(page: Page): Promise<void> {
  const address = riderAddress();
  await page.route("**/api/auth/sign-up/email", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } }),
  );
}

import { test as base, request } from "@playwright/test";
import { signedInReporter } from "./reporter";

export type Reporter = Awaited<ReturnType<typeof signedInReporter>>;

/**
 * Playwright's `test` with `reporter`: a confirmed commuter signed in on the test's browser context (its
 * cookie is the page's too), with an address of its own per test; and `otherRider`, a second commuter on
 * a phone of their own (a line is marked once two riders report, docs/decisions/040-reports-people-can-trust.md).
 */
export const test = base.extend<{ reporter: Reporter; otherRider: Reporter }>({
  reporter: async ({ context, baseURL }, use, testInfo) => {
    const email = `reporter-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await use(await signedInReporter(context.request, baseURL ?? "", email));
  },
  otherRider: async ({ baseURL }, use, testInfo) => {
    const otherPhone = await request.newContext({ baseURL });
    const email = `other-rider-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await use(await signedInReporter(otherPhone, baseURL ?? "", email));
    await otherPhone.dispose();
  },
});

export { expect } from "@playwright/test";

import { test as base } from "@playwright/test";
import { signedInReporter } from "./reporter";

type Reporter = Awaited<ReturnType<typeof signedInReporter>>;

/**
 * Playwright's `test` with `reporter`: a confirmed commuter signed in on the test's browser context (its
 * cookie is the page's too), with an address of its own per test.
 */
export const test = base.extend<{ reporter: Reporter }>({
  reporter: async ({ context, baseURL }, use, testInfo) => {
    const email = `reporter-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await use(await signedInReporter(context.request, baseURL ?? "", email));
  },
});

export { expect } from "@playwright/test";

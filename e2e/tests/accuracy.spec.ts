import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// The server's week holds only the crowding seed (support/crowding-seed.ts) and what other tests report:
// far from the thousands of reports a line's point needs, and nobody reports on LRT-2's platforms in bulk,
// so LRT-2 shows the range its few reports support, or none without any.

test("Settings leads to how accurate the estimates are: each line, its reports, and what it cannot tell", async ({
  page,
}) => {
  await page.goto("/settings");
  const link = page.getByRole("link", { name: "How accurate are the estimates?" });
  const box = await link.boundingBox();
  expect(box && box.height >= 44).toBe(true);
  await link.click();

  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How accurate are the estimates?" }),
  ).toBeVisible();
  await expect(page.getByText(/^Reports since /)).toBeVisible();
  const lines = page.getByRole("listitem").filter({ hasText: /^(LRT-1|MRT-3|LRT-2)/ });
  await expect(lines).toHaveCount(3);
  const lrt2 = lines.filter({ hasText: "LRT-2" });
  await expect(lrt2.getByText(/^(Not enough reports yet|Between \d+% and \d+% right)$/)).toBeVisible();
  await expect(lrt2.getByText(/^About \d+% right$/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What this cannot tell" })).toBeVisible();
  await expect(page.getByText(/only truth Riles has/)).toBeVisible();

  // A 360 px phone: nothing scrolls sideways; axe-core finds nothing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

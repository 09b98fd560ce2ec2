import { expect, test } from "@playwright/test";

// Tuesday 24 November 2026, 08:03 in Manila (UTC+8). The browser runs in New York time on purpose.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
const weekdayLateNight = new Date("2026-11-24T23:30:00+08:00");

test.describe("arrivals from the schedule", () => {
  test("LRT-1 EDSA on a weekday at 08:03 shows the scheduled northbound and southbound trains", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    await page.goto("/");
    await page.getByRole("button", { name: "LRT-1", exact: true }).click();
    await page.getByRole("link", { name: "EDSA", exact: true }).click();

    const northbound = page.getByRole("region", { name: "Northbound" });
    const southbound = page.getByRole("region", { name: "Southbound" });
    // Northbound trains leave Dr. Santos every 5 minutes until 08:00 and reach EDSA 13 minutes later.
    await expect(northbound.getByText("Now")).toBeVisible();
    await expect(northbound.getByText("Next Train")).toBeVisible();
    await expect(northbound.getByTestId("arrival-minutes")).toHaveText(["Now", "5", "10"]);
    // Southbound trains from Fernando Poe Jr. take 36 minutes to reach EDSA.
    await expect(southbound.getByTestId("arrival-minutes")).toHaveText(["3", "8"]);
  });

  test("after closing time the station says it is closed, with the line's hours", async ({ page }) => {
    await page.clock.setFixedTime(weekdayLateNight);
    await page.goto("/?line=lrt1&station=edsa");
    await expect(page.getByText("Station is currently closed")).toBeVisible();
    await expect(page.getByText("4:30 AM - 10:30 PM")).toBeVisible();
  });

  test("searching 'cub' on MRT-3 finds Araneta Center-Cubao", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await page.getByPlaceholder("Search stations...").fill("cub");
    const stations = page.getByRole("list", { name: "MRT-3 stations" });
    await expect(stations.getByRole("link", { name: "Araneta Center-Cubao" })).toBeVisible();
    await expect(stations.getByRole("link", { name: "Ayala" })).toHaveCount(0);
  });
});

import type { Page } from "@playwright/test";
import { APP_WORDS, type Language } from "./account";

/** Fills the report form for a delayed, packed northbound train at LRT-1 EDSA, in the app's language. */
export async function fillEdsaReport(page: Page, language: Language) {
  const { texts } = APP_WORDS[language];
  const northbound = texts.directionTo(texts.directions.northbound, "Fernando Poe Jr.");
  await page.getByLabel(texts.trainLine).selectOption({ label: "LRT-1" });
  await page.getByLabel(texts.station).selectOption({ label: "EDSA" });
  await page.getByLabel(texts.direction).selectOption({ label: northbound });
  await page.getByLabel(texts.trainStatus).selectOption({ label: texts.statuses.delayed });
  await page.getByLabel(texts.crowdLevel).selectOption({ label: texts.crowdLevels.packed });
}

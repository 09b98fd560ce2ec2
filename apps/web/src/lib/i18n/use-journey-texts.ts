import { JOURNEY_TEXTS_EN, JOURNEY_TEXTS_FIL, type JourneyTexts, type Language } from "@riles/core";
import { useI18n } from "./i18n";

// Both languages' journey words come with the journey screen's chunk, never with the first screen.
const JOURNEY_TEXTS: Record<Language, JourneyTexts> = { en: JOURNEY_TEXTS_EN, fil: JOURNEY_TEXTS_FIL };

/** The app's words (`t`) and the journey screen's (`j`) in the language the screens are in. */
export function useJourneyTexts() {
  const { language, t } = useI18n();
  return { t, j: JOURNEY_TEXTS[language] };
}

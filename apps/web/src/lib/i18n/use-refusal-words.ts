import type { RefusalTexts } from "@riles/core";
import { useI18n } from "./i18n";
import { refusalTextsIn } from "./refusal-words";

/** The refusal words of the language the screens are in, for the forms' own checks. */
export function useRefusalWords(): RefusalTexts {
  return refusalTextsIn(useI18n().language);
}

import type { Language } from "@riles/core";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { chooseLanguage, useI18n } from "#web/lib/i18n/i18n.ts";

// Each language by the name its speakers look for, the same whichever language the app is in.
const CHOICES: readonly { language: Language; name: string }[] = [
  { language: "en", name: "English" },
  { language: "fil", name: "Filipino" },
];

/**
 * Settings' language choice, one pressed button like the line picker's: applied at once, without a
 * reload, and kept on this device.
 */
export function LanguageChoice() {
  const { language } = useI18n();
  return (
    <fieldset aria-labelledby="language-heading" className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const chosen = language === choice.language;
        return (
          <button
            key={choice.language}
            type="button"
            lang={choice.language}
            aria-pressed={chosen}
            onClick={() => void chooseLanguage(choice.language)}
            className={`min-h-11 min-w-24 rounded-lg border-2 px-3 py-2 font-semibold ${FOCUS_RING.default} ${
              chosen
                ? "border-indigo-700 bg-indigo-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
            }`}
          >
            {choice.name}
          </button>
        );
      })}
    </fieldset>
  );
}

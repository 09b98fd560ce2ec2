import type { Language } from "@riles/core";
import { chooseLanguage, useI18n } from "../../../lib/i18n/i18n";

// Each language by the name its speakers look for, the same whichever language the app is in.
const CHOICES: readonly { language: Language; name: string }[] = [
  { language: "en", name: "English" },
  { language: "fil", name: "Filipino" },
];

/** Settings' language choice: applied at once, without a reload, and kept on this device. */
export function LanguageChoice() {
  const { language } = useI18n();
  return (
    <div role="radiogroup" aria-labelledby="language-heading" className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => (
        <label
          key={choice.language}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-indigo-700 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
        >
          <input
            type="radio"
            name="language"
            value={choice.language}
            checked={language === choice.language}
            onChange={() => void chooseLanguage(choice.language)}
            className="size-4 accent-indigo-700"
          />
          {choice.name}
        </label>
      ))}
    </div>
  );
}

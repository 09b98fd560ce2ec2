/**
 * Picks the text for a count by the language's plural category (Intl.PluralRules): English has 'one'
 * for 1 only; Filipino has 'one' for counts whose spoken numeral takes the '-ng' linker (1, 2, 3, 5, 10...)
 * and 'other' for those ending in 4, 6 or 9, which take 'na' ('4 na minuto', as Intl's own unit format).
 */
export function pluralFormat(locale: string): (count: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(locale);
  return (count, forms) => (rules.select(count) === "one" ? forms.one : forms.other);
}

interface PluralForms {
  one: string;
  other: string;
}

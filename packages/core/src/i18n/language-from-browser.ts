import { isLanguage, type Language } from "./languages";

/**
 * The language of a first visit, from the browser's preferred languages: the first one decides; Filipino
 * ('fil', or 'tl', Tagalog, which many browsers still send) gives Filipino, anything else English.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  const first = preferred[0]?.toLowerCase().split("-")[0];
  return first === "fil" || first === "tl" ? "fil" : "en";
}

/**
 * The languages of an Accept-Language header, most preferred first (by q, then by order), without those
 * refused with q=0: what `navigator.languages` says in the page, as the server sees it.
 */
export function preferredLanguages(acceptLanguage: string | undefined): string[] {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.split(";").map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language of a visit: the choice made under Settings when there is a valid one (the page's storage,
 * or the cookie the server sees), else the browser's.
 */
export function initialLanguage(chosen: string | null | undefined, preferred: readonly string[]): Language {
  return isLanguage(chosen) ? chosen : languageFromBrowser(preferred);
}

/** Tried in order when the device gives no position (docs/product.md: a configurable list, three defaults). */
export const DEFAULT_IP_LOOKUP_URLS: readonly string[] = [
  "https://ipapi.co/json/",
  "https://ipwho.is/",
  "https://freeipapi.com/api/json",
];

/** Reads the comma-separated build setting; blank or missing means the defaults. */
export function parseIpLookupUrls(setting: string | undefined): readonly string[] {
  const urls = (setting ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter((url) => url !== "");
  return urls.length > 0 ? urls : DEFAULT_IP_LOOKUP_URLS;
}

export const IP_LOOKUP_URLS = parseIpLookupUrls(import.meta.env.VITE_IP_LOOKUP_URLS);

import { DEFAULT_IP_LOOKUP_URLS } from "@riles/core";

/**
 * Reads the comma-separated build setting; blank or missing means core's three defaults, tried in order
 * when the device gives no position (docs/product.md), which the server's CSP allows too.
 */
export function parseIpLookupUrls(setting: string | undefined): readonly string[] {
  const urls = (setting ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter((url) => url !== "");
  return urls.length > 0 ? urls : DEFAULT_IP_LOOKUP_URLS;
}

export const IP_LOOKUP_URLS = parseIpLookupUrls(import.meta.env.VITE_IP_LOOKUP_URLS);

import { DEFAULT_IP_LOOKUP_URLS, DEFAULT_TILE_URL } from "@riles/core";

/**
 * The build-time settings (README, "Configuration"), read and checked here and nowhere else
 * (docs/decisions/032-web-app-structure.md). Defaults shared with the server's CSP come from core.
 */
interface WebSettings {
  /** The base-map tile URL template; blank or missing means OpenStreetMap. */
  tileUrl: string;
  /** IP lookup services tried in order when the device gives no position (docs/product.md). */
  ipLookupUrls: readonly string[];
  /** Settings' developer link; null (not configured) leaves it out. */
  developerUrl: string | null;
  /** Settings' external bug-report form; null means our own form instead. */
  bugReportFormUrl: string | null;
}

/** An unset or non-http(s) value means "not configured". */
function httpUrlOrNull(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A comma-separated list, trimmed; blank or missing means core's defaults. */
function urlList(value: string | undefined, defaults: readonly string[]): readonly string[] {
  const urls = (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter((url) => url !== "");
  return urls.length > 0 ? urls : defaults;
}

export function readSettings(env: ImportMetaEnv): WebSettings {
  return {
    tileUrl: env.VITE_TILE_URL?.trim() || DEFAULT_TILE_URL,
    ipLookupUrls: urlList(env.VITE_IP_LOOKUP_URLS, DEFAULT_IP_LOOKUP_URLS),
    developerUrl: httpUrlOrNull(env.VITE_DEVELOPER_URL),
    bugReportFormUrl: httpUrlOrNull(env.VITE_BUG_REPORT_FORM_URL),
  };
}

export const SETTINGS: WebSettings = readSettings(import.meta.env);

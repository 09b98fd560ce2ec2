/** Business constants of docs/product.md. Apps import these; nobody retypes them. */

export const REPORT_WINDOW_MS = 30 * 60 * 1000;
/**
 * How long a browser waits before reconnecting the live report stream: the server sends it as the stream's
 * `retry`, and the web app waits as long before opening a new stream when the browser has given up.
 */
export const STREAM_RETRY_MS = 3000;
export const MIN_PASSWORD_LENGTH = 6;
/** better-auth's own upper bound; longer passwords only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321's limit for an address that can receive mail. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/** ETAs further ahead than this are not shown (both ends of [now, now + 10 min] inclusive). */
export const ETA_WINDOW_MS = 10 * 60 * 1000;

export const ETA_CONFIDENCE = {
  base: 0.9,
  delayedFactor: 0.7,
  cancelled: 1,
} as const;

export const REPORT_DEFAULTS = { status: "on-time", crowdLevel: "moderate" } as const;

/** Anti-spam limits of docs/product.md: one report per line+station+direction per 2 minutes, 30 per hour. */
export const REPORT_LIMITS = { sameTargetWindowMs: 120_000, perHourMax: 30 } as const;

export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** A moderator's reason for an action, kept in the audit log. */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** Every JSON body the API takes, auth included. */
export const MAX_JSON_BODY_KB = 16;
/** How deep the account service's bodies may nest lists and objects (no form sends more than 2). */
export const MAX_JSON_DEPTH = 8;

/** When a GPS fix counts (docs/product.md, Location). */
export const FIX_VALIDITY = { maxFixAgeMs: 30000, maxAccuracyMeters: 100 } as const;

export const NEAREST_STATIONS = { maxDistanceMeters: 5000, maxResults: 3 } as const;

/**
 * Third-party hosts the web app calls by default; the server allows their origins in its CSP, so both
 * read them from here (a web build that sets VITE_TILE_URL or VITE_IP_LOOKUP_URLS sets the server's
 * TILE_ORIGINS or IP_LOOKUP_ORIGINS too).
 */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_IP_LOOKUP_URLS: readonly string[] = [
  "https://ipapi.co/json/",
  "https://ipwho.is/",
  "https://freeipapi.com/api/json",
];

/**
 * The web app's own timings and layout numbers (docs/product.md); the rail domain's and the API's stay in
 * core.
 */

export const ETA_CACHE_MS = 30 * 1000;
export const CONNECTION_CHECK_INTERVAL_MS = 30 * 1000;
export const STARTUP_CONNECT_ATTEMPTS = 3;
export const STARTUP_CONNECT_DELAY_MS = 2000;
export const SUCCESS_BANNER_MS = 3000;
export const STATION_SCROLL_DELAY_MS = 100;
export const COUNTDOWN_INTERVAL_MS = 60 * 1000;
export const BUG_FORM_HEIGHT_PX = 600;
/**
 * How long subscribing to notifications waits for the service worker to start (it may never): on a first
 * visit over slow mobile data it is still installing, storing the app's files for offline use.
 */
export const SERVICE_WORKER_READY_MS = 30 * 1000;
export const MANILA_DEFAULT_LOCATION = { latitude: 14.5995, longitude: 120.9842, accuracy: 10000 } as const;

/** The location flow's timings (docs/product.md, Location; docs/decisions/023-location-flow-worst-case.md). */
export const LOCATION_POLICY = {
  gpsTimeoutMs: 10000,
  gpsRetries: 3,
  gpsRetryDelayMs: 2000,
  networkTimeoutMs: 5000,
  networkMaxAgeMs: 60000,
  ipLookupTimeoutMs: 5000,
} as const;

export const MAP_VIEW = {
  defaultCenter: { latitude: 14.5995, longitude: 120.9842 },
  allLinesZoom: 12,
  singleLineZoom: 13,
  lineWeight: 4,
  lineOpacity: 0.8,
  markerIconSize: [25, 41],
} as const;
/**
 * How long the arrivals wait for their first answer before showing the schedule's times, marked so, and
 * how often they ask again while they have nothing live (docs/decisions/165-honest-when-the-network-is-bad.md).
 */
export const ARRIVALS_STALL_MS = 5000;
export const ARRIVALS_RETRY_MS = 15 * 1000;

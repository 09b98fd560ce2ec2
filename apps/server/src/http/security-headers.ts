import { secureHeaders } from "hono/secure-headers";

/**
 * Headers for every answer. The CSP fits the built SPA (no inline scripts; Leaflet and React set inline
 * styles), the configured map tile host and the browser's IP lookups; nothing may frame us.
 */
export function securityHeaders(options: { tileOrigins: string[]; ipLookupOrigins: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...options.tileOrigins],
      connectSrc: ["'self'", ...options.ipLookupOrigins],
      // The external bug-report form of Settings, when one is configured.
      frameSrc: ["https:"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    // Geolocation is the app's own feature; camera and microphone are never used.
    permissionsPolicy: { geolocation: ["self"], camera: [], microphone: [] },
  });
}

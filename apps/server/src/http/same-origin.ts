import type { MiddlewareHandler } from "hono";
import { apiError } from "./api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API requests must come from the app's own pages, as better-auth requires of its routes:
 * a browser names the page's origin (Origin) or at least whether it is another site (Sec-Fetch-Site).
 * Programs that send neither are not browsers carrying someone's cookie, so they pass.
 */
export function requireSameOrigin(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreign =
      origin !== undefined
        ? !trustedOrigins.includes(origin)
        : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreign) return apiError(c, 403, "foreignOrigin");
    await next();
  };
}

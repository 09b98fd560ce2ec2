import type { MiddlewareHandler } from "hono";

/**
 * Open data (docs/open-data.md): any site may read it, unlike the rest of the API, and no cookies are
 * needed or sent.
 */
export const openToEverySite: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.delete("Access-Control-Allow-Credentials");
};

import { Hono } from "hono";
import { cors } from "hono/cors";
import type { Config } from "#server/config/env.ts";
import { securityHeaders } from "./security-headers";

type HeaderConfig = Pick<Config, "tileOrigins" | "ipLookupOrigins" | "trustedOrigins">;

/** What sets the headers of every answer (security) and of every API answer (CORS). */
export function answerHeaderMiddleware(config: HeaderConfig) {
  return {
    security: securityHeaders(config),
    cors: cors({ origin: config.trustedOrigins, credentials: true }),
  };
}

/**
 * The headers those middleware give an API answer to a request that names no Origin (the web app's own
 * fetches, a program's), as `writeHead` takes them: asked of the middleware themselves, so an answer
 * written without Hono carries exactly what Hono's would.
 */
export async function sameOriginApiHeaders(config: HeaderConfig): Promise<string[]> {
  const { security, cors } = answerHeaderMiddleware(config);
  const probe = new Hono();
  probe.use("*", security);
  probe.use("/api/*", cors);
  probe.get("*", (c) => c.body(null));
  const answer = await probe.request("/api/headers");
  return [...answer.headers].flat();
}

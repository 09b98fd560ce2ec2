import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "#server/app-env.ts";
import { peerOf, type TrustedProxies, unreadableForwardedEntry } from "./client-address";

/**
 * Says once per process, as a warning, when one of our proxies wrote an X-Forwarded-For entry that is no
 * address (`unknown`): its clients all count as the proxy and share one allowance, so the operator must
 * hear of it (docs/decisions/094-trusted-proxies-and-bind-addresses.md). Once said, it reads nothing more.
 */
export function warnOfUnreadableForwardedFor(
  logger: Logger,
  proxies: TrustedProxies,
): MiddlewareHandler<AppEnv> {
  let warned = proxies.hops === 0;
  return async (c, next) => {
    if (!warned) {
      const peer = peerOf(c)?.address;
      const entry = unreadableForwardedEntry(peer, c.req.header("x-forwarded-for"), proxies);
      if (entry !== undefined) {
        warned = true;
        logger.warn(
          { peer, entry },
          "X-Forwarded-For from one of our proxies (TRUST_PROXY, TRUSTED_PROXIES) holds an entry that is no address: its clients count as the proxy and share one allowance until it appends their addresses. Said once per process.",
        );
      }
    }
    await next();
  };
}

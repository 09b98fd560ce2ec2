import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { Resolve } from "./dns-resolve";
import { isPublicAddress } from "./public-address";

type EndpointCheck = { ok: true; url: URL; address: string; family: number } | { ok: false; reason: string };

export interface EndpointPolicy {
  /** PUSH_TEST_SERVICE_ORIGIN: the one origin taken as it is, for tests and benches. */
  testServiceOrigin: string | undefined;
  resolve: Resolve;
}

/**
 * May the server post to this push endpoint? https to a public host name on the https port only: no IP
 * literal, no user info, no other port (every browser's push service listens on 443; another port would
 * let a client aim our posts at any service of a public host), and every address the name resolves to
 * public. The address returned is the one to connect to,
 * so a name that resolves differently a moment later (DNS rebinding) cannot move the request
 * (docs/decisions/043-push-endpoints.md).
 */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (policy.testServiceOrigin && url.origin === policy.testServiceOrigin) {
    // The operator's own choice, such as localhost, which only the system's lookup knows.
    const family = isIP(hostname);
    if (family) return { ok: true, url, address: hostname, family };
    try {
      return { ok: true, url, ...(await lookup(hostname)) };
    } catch {
      return { ok: false, reason: "the name does not resolve" };
    }
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not https" };
  if (url.username || url.password) return { ok: false, reason: "user info" };
  // URL leaves `port` empty for https's own 443, written or not.
  if (url.port !== "") return { ok: false, reason: `port ${url.port}, not the https port` };
  if (isIP(hostname)) return { ok: false, reason: "an IP address, not a host name" };
  if (!hostname.includes(".")) return { ok: false, reason: "not a public host name" };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.resolve(hostname);
  } catch {
    return { ok: false, reason: "the name does not resolve" };
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: "the name does not resolve" };
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (blocked) return { ok: false, reason: `resolves to ${blocked.address}, not a public address` };
  return { ok: true, url, ...first };
}

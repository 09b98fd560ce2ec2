import type { WebTexts } from "@riles/core";
import { ApiError } from "./api-error";

/** Bad gateway, service unavailable, gateway timeout: a proxy answering for a server that did not. */
const GATEWAY_AWAY = new Set([502, 503, 504]);

/**
 * Why a request failed, in words a commuter understands (docs/decisions/165-honest-when-the-network-is-bad.md):
 * the phone is offline; the server did not answer (no connection, the deadline passed, a gateway answered
 * for it); the server answered that it cannot reach its database (our 503 `databaseUnavailable`). Any other
 * failure keeps its own words. Offline is the browser's flag as the request failed (`ApiError.offline`),
 * else `online` now: it lies on flaky data, but never says offline while a connection works, so only
 * "offline" rests on it.
 */
export function failureReason(error: Error, t: WebTexts, online: boolean = navigator.onLine): string {
  if (error instanceof ApiError && error.status === 503 && error.code === "databaseUnavailable")
    return t.network.dataUnavailable;
  const noConnection = error instanceof ApiError ? error.status === 0 : error instanceof TypeError;
  const offline = error instanceof ApiError && error.offline !== undefined ? error.offline : !online;
  if (noConnection) return offline ? t.network.offline : t.network.noAnswer;
  if (error instanceof ApiError && GATEWAY_AWAY.has(error.status)) return t.network.noAnswer;
  return error.message;
}

/**
 * Why something the rider sent failed: as `failureReason`, but a gateway's 502, 503 or 504 without the
 * server's words keeps the answer's own ("Riles is unavailable for a moment…", docs/product.md): what was
 * sent may be sent again in a moment, which is what the rider needs to know.
 */
export function sendFailureReason(error: Error, t: WebTexts, online: boolean = navigator.onLine): string {
  if (error instanceof ApiError && GATEWAY_AWAY.has(error.status) && error.code === undefined)
    return error.message;
  return failureReason(error, t, online);
}

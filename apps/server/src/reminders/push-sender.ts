import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import webpush from "web-push";
import type { VapidKeys } from "#server/config/vapid-keys.ts";
import { checkPushEndpoint, type EndpointPolicy } from "./push-endpoint";

/**
 * A send not over by then, DNS and the push service's whole answer included, is given up on and the
 * reminder tried again later: a wall clock, not an idle timer, which a service trickling its handshake one
 * byte at a time would keep from ever firing (docs/decisions/090-slow-push-services-hold-no-one-up.md).
 */
export const PUSH_DEADLINE_MS = 10_000;
/** Push services accept tokens valid up to 24 h; ours live 12 h and are renewed after 1 h. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_TOKEN_REUSE_MS = 60 * 60 * 1000;

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  /** The push service took the message. */
  | { kind: "sent" }
  /** 404 or 410: the subscription is gone; delete it and its reminders. */
  | { kind: "gone" }
  /** The endpoint is one we refuse to post to (it may have resolved elsewhere since creation). */
  | { kind: "refused"; reason: string }
  | { kind: "failed"; reason: string };

interface PushMessage {
  payload: string;
  /** Seconds the push service may hold the message: no longer than it stays useful. */
  ttlSeconds: number;
  /** Replaces a pending message of the same topic (at most 32 base64url characters). */
  topic: string;
}

/**
 * Sends Web Push messages: `web-push` encrypts (aes128gcm) and signs (VAPID); the request itself is ours,
 * so it goes only to the address the endpoint check approved, follows no redirect and ends by its
 * deadline (docs/decisions/043-push-endpoints.md). `stop` ends a send at once, as a failed one.
 */
export function pushSender(keys: VapidKeys, subject: string, policy: EndpointPolicy) {
  // A VAPID token names a push service (its origin) and may be reused until it expires: signing one per
  // message would cost as much CPU as encrypting it.
  const tokens = new Map<string, { authorization: string; renewAtMs: number }>();
  const authorizationFor = (audience: string): string => {
    const cached = tokens.get(audience);
    if (cached && cached.renewAtMs > Date.now()) return cached.authorization;
    const expiresAt = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      expiresAt,
    );
    tokens.set(audience, { authorization: Authorization, renewAtMs: Date.now() + VAPID_TOKEN_REUSE_MS });
    return Authorization;
  };
  return async (target: PushTarget, message: PushMessage, stop?: AbortSignal): Promise<PushOutcome> => {
    const deadline = AbortSignal.timeout(PUSH_DEADLINE_MS);
    const signal = stop ? AbortSignal.any([deadline, stop]) : deadline;
    const failed = (reason: string): PushOutcome => ({
      kind: "failed",
      reason: deadline.aborted
        ? `no answer within ${PUSH_DEADLINE_MS / 1000} s`
        : stop?.aborted
          ? "the server is stopping"
          : reason,
    });
    const check = await beforeAbort(checkPushEndpoint(target.endpoint, policy), signal);
    if (check === ABORTED) return failed("aborted");
    if (!check.ok) return { kind: "refused", reason: check.reason };
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        headers: { Authorization: authorizationFor(check.url.origin) },
        TTL: Math.max(0, Math.floor(message.ttlSeconds)),
        urgency: "high",
        topic: message.topic,
        contentEncoding: "aes128gcm",
      },
    );
    const send = check.url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<PushOutcome>((resolve) => {
      const request = send(
        check.url,
        {
          method: details.method,
          headers: details.headers,
          signal,
          // Connect to the address that was checked, whatever the name resolves to now.
          lookup: (_hostname, options, callback) => {
            if ((options as { all?: boolean }).all)
              callback(null, [{ address: check.address, family: check.family }]);
            else callback(null, check.address, check.family);
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          // Done once the answer has ended: a body trickled as slowly as a handshake meets the deadline.
          response.on("end", () => {
            if (status >= 200 && status < 300) resolve({ kind: "sent" });
            else if (status === 404 || status === 410) resolve({ kind: "gone" });
            else resolve({ kind: "failed", reason: `push service answered ${status}` });
          });
          response.on("error", (error) => resolve(failed(error.message)));
          response.on("close", () => resolve(failed("the push service closed the connection")));
          response.resume();
        },
      );
      request.on("error", (error) => resolve(failed(error.message)));
      request.end(details.body);
    });
  };
}

const ABORTED = Symbol("aborted");

/** `work`'s result, or ABORTED as soon as `signal` aborts (a lookup cannot be cancelled, only left). */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T | typeof ABORTED> {
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export type SendPush = ReturnType<typeof pushSender>;

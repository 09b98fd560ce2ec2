/// <reference path="./http-ece.d.ts" />
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { PushSubscriptionInput, ReminderNotification } from "@riles/core";
import { decrypt } from "http_ece";

interface PushDelivery {
  subscriptionId: string;
  notification: ReminderNotification;
  headers: IncomingMessage["headers"];
  receivedAt: number;
}

export interface TestPushService {
  /** PUSH_TEST_SERVICE_ORIGIN for a server that should post here. */
  origin: string;
  /** A new browser subscription with its own keys, as `PushSubscription.toJSON()` gives it. */
  subscribe: () => { id: string; subscription: PushSubscriptionInput };
  /** From now on, answer this subscription's messages with `status` (404 or 410: it is gone). */
  answer: (id: string, status: number) => void;
  /**
   * From now on, answer this subscription's messages one byte every `everyMs`, never to the end of the
   * head: a socket never silent long enough for an idle timeout, an answer that never comes.
   */
  trickle: (id: string, everyMs: number) => void;
  /** Trickled answers begun, bytes written, and answers whose connection the sender closed. */
  trickled: { begun: number; bytes: number; closed: number };
  /** From now on, take this subscription's messages (201) only `afterMs` after each has come. */
  answerAfter: (id: string, afterMs: number) => void;
  deliveries: PushDelivery[];
  close: () => Promise<void>;
}

/**
 * A push service on loopback, as a browser vendor runs one: it takes VAPID-signed aes128gcm messages and
 * decrypts each with the subscription's private key and auth secret, as the browser would, so a test
 * reads what the notification would say.
 */
export async function startPushService(): Promise<TestPushService> {
  const keys = new Map<
    string,
    {
      ecdh: ReturnType<typeof createECDH>;
      auth: string;
      status: number;
      trickleMs?: number;
      answerAfterMs?: number;
    }
  >();
  const deliveries: PushDelivery[] = [];
  const trickled = { begun: 0, bytes: 0, closed: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const subscriber = keys.get(id);
      if (!subscriber) return response.writeHead(404).end();
      const authorized = /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(
        request.headers.authorization ?? "",
      );
      if (!authorized || request.headers["content-encoding"] !== "aes128gcm")
        return response.writeHead(400).end();
      if (subscriber.trickleMs) return trickle(request.socket, subscriber.trickleMs);
      if (subscriber.status !== 201) return response.writeHead(subscriber.status).end();
      const plain = decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      deliveries.push({
        subscriptionId: id,
        notification: JSON.parse(plain.toString("utf8")) as ReminderNotification,
        headers: request.headers,
        receivedAt: Date.now(),
      });
      if (subscriber.answerAfterMs) setTimeout(() => response.writeHead(201).end(), subscriber.answerAfterMs);
      else response.writeHead(201).end();
    });
  });
  const trickle = (socket: Socket, everyMs: number) => {
    trickled.begun += 1;
    // A header line that never ends.
    const head = Buffer.from("HTTP/1.1 201 Created\r\nX-Trickle: ");
    let written = 0;
    const timer = setInterval(() => {
      socket.write(written < head.length ? head.subarray(written, written + 1) : "a");
      written += 1;
      trickled.bytes += 1;
    }, everyMs);
    socket.on("close", () => {
      clearInterval(timer);
      trickled.closed += 1;
    });
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    subscribe: () => {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      keys.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
        },
      };
    },
    answer: (id, status) => {
      const subscriber = keys.get(id);
      if (subscriber) subscriber.status = status;
    },
    trickle: (id, everyMs) => {
      const subscriber = keys.get(id);
      if (subscriber) subscriber.trickleMs = everyMs;
    },
    trickled,
    answerAfter: (id, afterMs) => {
      const subscriber = keys.get(id);
      if (subscriber) subscriber.answerAfterMs = afterMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

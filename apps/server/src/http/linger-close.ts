import type { IncomingMessage, ServerResponse } from "node:http";

/** How long the rest of a refused body is read and thrown away, at most, before the connection closes. */
const LINGER_MS = 2000;

/**
 * Closes the connection of a request whose body is refused before it has all arrived, without losing the
 * answer. A socket closed with unread bytes makes the kernel reset the connection, and a reset makes the
 * client's kernel drop the answer it has not read yet: a client that sends its whole body before reading
 * saw EPIPE instead of the 413. So once the answer is sent, only our side is closed, and the rest of the
 * body is read into nothing until it ends or LINGER_MS have passed (docs/decisions/038-oversized-bodies.md).
 */
export function lingerThenClose(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const socket = incoming.socket;
  // Node ends an answer that says `Connection: close` with destroySoon(), which would reset here.
  socket.destroySoon = () => socket.end();
  let timer: NodeJS.Timeout | undefined;
  outgoing.once("finish", () => {
    timer = setTimeout(() => socket.destroy(), LINGER_MS);
    // Whatever read the body so far (the request's web stream) pauses it when nobody reads on: only
    // throwing the rest away is left.
    incoming.removeAllListeners("data");
    incoming.on("data", () => {});
    incoming.once("end", () => socket.destroy());
    incoming.resume();
    if (incoming.readableEnded) socket.destroy();
  });
  socket.once("close", () => clearTimeout(timer));
}

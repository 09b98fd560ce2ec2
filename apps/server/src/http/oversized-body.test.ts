import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile();

const UPLOAD_BYTES = 11 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** The body as it goes on the wire: plain after a Content-Length, else in chunks. */
function* bodyParts(declareLength: boolean): Generator<Buffer | string> {
  for (let sent = 0; sent < UPLOAD_BYTES; sent += CHUNK.length) {
    if (declareLength) yield CHUNK;
    else yield* [`${CHUNK.length.toString(16)}\r\n`, CHUNK, "\r\n"];
  }
  if (!declareLength) yield "0\r\n\r\n";
}

/**
 * Sends an 11 MB body the way a simple client does: the whole body first, and only then reads what came
 * back. A server that resets the connection while the body is still arriving throws its answer away with
 * it (the client's kernel drops unread data on a reset), so this client sees the error instead.
 */
function uploadThenRead(path: string, declareLength: boolean): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.pause();
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", reject);
    socket.on("end", () => resolve(Buffer.concat(received).toString("utf8")));
    const framing = declareLength ? `Content-Length: ${UPLOAD_BYTES}` : "Transfer-Encoding: chunked";
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
    );
    const parts = bodyParts(declareLength);
    const write = () => {
      for (let part = parts.next(); !part.done; part = parts.next()) {
        if (!socket.write(part.value)) {
          socket.once("drain", write);
          return;
        }
      }
      socket.resume();
    };
    write();
  });
}

describe("a body over the limit", () => {
  it.each([
    ["/api/reports", true],
    ["/api/reports", false],
    ["/api/feedback", true],
    ["/api/feedback", false],
  ])(
    "%s (length declared: %s) gets a 413 the client can read, and the connection closes",
    async (path, declared) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await uploadThenRead(path, declared);
        const [head = "", body = ""] = answer.split("\r\n\r\n");
        expect(head).toMatch(/^HTTP\/1\.1 413 /);
        expect(head.toLowerCase()).toContain("connection: close");
        expect(JSON.parse(body)).toEqual({
          error: "The request body must be at most 16 KB",
          code: "bodyTooLarge",
        });
      }
    },
  );
});

import { get } from "node:http";
import { Readable } from "node:stream";

/**
 * A GET from one loopback address of this machine (127.0.0.2, 127.0.0.3, ...; Linux answers all of
 * 127.0.0.0/8): the server sees a client of that address, as it would another host.
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  { headers = {}, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = get(url, { localAddress, headers, signal }, (incoming) => {
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
      resolve(new Response(body, { status: incoming.statusCode, headers: answerHeaders }));
    });
    request.on("error", reject);
  });
}

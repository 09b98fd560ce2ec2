import { request } from "node:http";

/**
 * A JSON POST whose TCP connection leaves from `localAddress` (any 127.x.y.z on Linux loopback): a client
 * that is not the proxy the server trusts, reaching its port directly.
 */
export function postJsonFrom(
  localAddress: string,
  serverUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const url = new URL(path, serverUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          origin: url.origin,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

import { connect, type Socket } from "node:net";

/**
 * Many report-stream clients on raw sockets (a fetch per stream would cost the load generator more than
 * the server): each sends one GET and notes when each event id first reaches it.
 */
export interface StreamClients {
  /** Milliseconds from `since` until each client had `id`, sorted; waits up to `timeoutMs` for all. */
  arrivalMs: (id: string, since: number, timeoutMs: number) => Promise<number[]>;
  close: () => void;
}

const ID_LINE = /id: ([0-9a-f-]{36})\n/g;

export async function openStreamClients(url: string, path: string, count: number): Promise<StreamClients> {
  const { hostname, port } = new URL(url);
  const sockets: Socket[] = [];
  /** For each id, when each client first saw it. */
  const seenAt = new Map<string, number[]>();
  const connectOne = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.setEncoding("utf8");
      let ready = false;
      // An event can straddle two chunks: the unfinished end of one is read with the next.
      let pending = "";
      socket.on("data", (text: string) => {
        const now = performance.now();
        const buffer = pending + text;
        if (!ready && buffer.includes("event: ready")) {
          ready = true;
          resolve();
        }
        for (const match of buffer.matchAll(ID_LINE)) {
          const id = match[1] ?? "";
          const times = seenAt.get(id) ?? [];
          times.push(now);
          seenAt.set(id, times);
        }
        pending = buffer.slice(buffer.lastIndexOf("\n") + 1);
      });
      socket.on("error", reject);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`);
      sockets.push(socket);
    });
  const BATCH = 200;
  for (let opened = 0; opened < count; opened += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, count - opened) }, connectOne));
  }
  return {
    arrivalMs: async (id, since, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      while ((seenAt.get(id)?.length ?? 0) < count && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return (seenAt.get(id) ?? []).map((at) => at - since).sort((a, b) => a - b);
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** The p-th percentile of sorted values, or Infinity when fewer than `of` values arrived for it. */
export function percentile(sorted: readonly number[], p: number, of = sorted.length): number {
  const index = Math.ceil(of * p) - 1;
  return index < sorted.length ? (sorted[index] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
}

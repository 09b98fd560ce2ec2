import { connect, type Socket } from "node:net";

/**
 * Many report-stream clients on raw sockets (a fetch per stream would cost the load generator more than
 * the server): each sends one GET and watches its bytes for event ids.
 */
export interface StreamClients {
  /** Resolves with the milliseconds until each client saw `id`, for those that saw it in `timeoutMs`. */
  arrivalMs: (id: string, since: number, timeoutMs: number) => Promise<number[]>;
  close: () => void;
}

export async function openStreamClients(url: string, path: string, count: number): Promise<StreamClients> {
  const { hostname, port } = new URL(url);
  const sockets: Socket[] = [];
  const connectOne = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.setEncoding("utf8");
      let ready = false;
      socket.on("data", (text: string) => {
        if (!ready && text.includes("event: ready")) {
          ready = true;
          resolve();
        }
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
    arrivalMs: (id, since, timeoutMs) =>
      new Promise((resolve) => {
        const arrivals: number[] = [];
        const seen = new WeakSet<Socket>();
        const needle = `id: ${id}`;
        const perSocket = sockets.map((socket) => {
          // An event can straddle two chunks: the end of the last one is searched with the next.
          let tail = "";
          const onData = (text: string) => {
            const searched = tail + text;
            tail = searched.slice(-needle.length);
            if (!seen.has(socket) && searched.includes(needle)) {
              seen.add(socket);
              arrivals.push(performance.now() - since);
              if (arrivals.length === sockets.length) finish();
            }
          };
          socket.on("data", onData);
          return () => socket.off("data", onData);
        });
        const timer = setTimeout(() => finish(), timeoutMs);
        function finish() {
          clearTimeout(timer);
          for (const off of perSocket) off();
          resolve(arrivals.sort((a, b) => a - b));
        }
      }),
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

import { fetchFrom } from "./fetch-from";

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Opens an event stream with fetch and yields its events as they arrive, like a browser's EventSource;
 * `from` a loopback address of its own (`fetchFrom`), as another client host would.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}, from?: string) {
  const controller = new AbortController();
  const response = from
    ? await fetchFrom(from, url, { headers, signal: controller.signal })
    : await fetch(url, { headers, signal: controller.signal });
  if (!response.body) throw new Error("no body");
  const body: ReadableStream<Uint8Array> = response.body;
  // Taken at the first event, so a refusal's body can still be read from `response`.
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let buffer = "";
  const queued: SseEvent[] = [];

  async function next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = queued.shift();
      if (event) return event;
      const boundary = buffer.indexOf("\n\n");
      if (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const parsed = parseBlock(block);
        if (parsed) queued.push(parsed);
        continue;
      }
      if (Date.now() > deadline) throw new Error("no event in time");
      let timer: NodeJS.Timeout | undefined;
      reader ??= body.pipeThrough(new TextDecoderStream()).getReader();
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no event in time")), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error("stream ended");
      buffer += chunk.value;
    }
  }

  /** The next event named `name`, passing over others (a line's status pushed between reports). */
  async function nextNamed(name: string, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await next(Math.max(1, deadline - Date.now()));
      if (event.event === name) return event;
    }
  }

  return { response, next, nextNamed, close: () => controller.abort() };
}

function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: "message", data: "" };
  let hasField = false;
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue;
    const [field, ...rest] = line.split(":");
    const value = rest.join(":").replace(/^ /, "");
    if (field === "event") event.event = value;
    else if (field === "id") event.id = value;
    else if (field === "data") event.data = event.data ? `${event.data}\n${value}` : value;
    else continue;
    hasField = true;
  }
  return hasField ? event : null;
}

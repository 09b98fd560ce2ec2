import { STREAM_RETRY_MS } from "@riles/core";
import { describe, expect, it, vi } from "vitest";
import { EDSA_DELAYED_REPORT } from "#web/test/report-fixtures.ts";
import { ReportStream } from "./report-stream";

/** Just enough of EventSource: the test plays the server by dispatching its events. */
class FakeEventSource extends EventTarget {
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  open(cursor = "") {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
    this.dispatchEvent(new MessageEvent("ready", { data: cursor }));
  }
  send(data: string) {
    this.dispatchEvent(new MessageEvent("report", { data }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event("error"));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function streamWithFakes() {
  const sources: FakeEventSource[] = [];
  const stream = new ReportStream("/api/reports/stream", (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  });
  return { stream, sources };
}

describe("ReportStream", () => {
  it("shares one connection, passes on valid reports and skips malformed ones", async () => {
    const { stream, sources } = streamWithFakes();
    const first = { onReport: vi.fn(), onOpen: vi.fn() };
    const second = { onReport: vi.fn(), onOpen: vi.fn() };
    stream.subscribe(first);
    const unsubscribeSecond = stream.subscribe(second);
    expect(sources).toHaveLength(1);
    sources[0]?.open();

    sources[0]?.send(JSON.stringify(EDSA_DELAYED_REPORT));
    sources[0]?.send(JSON.stringify({ ...EDSA_DELAYED_REPORT, line_id: "lrt9" }));
    sources[0]?.send("not json");
    await vi.waitFor(() => expect(first.onReport).toHaveBeenCalledTimes(1));
    expect(first.onReport).toHaveBeenCalledWith(EDSA_DELAYED_REPORT);
    expect(second.onReport).toHaveBeenCalledWith(EDSA_DELAYED_REPORT);

    unsubscribeSecond();
    expect(sources[0]?.closed).toBe(false);
  });

  it("closes the connection with the last listener", () => {
    const { stream, sources } = streamWithFakes();
    const unsubscribe = stream.subscribe({ onReport: vi.fn(), onOpen: vi.fn() });
    unsubscribe();
    expect(sources[0]?.closed).toBe(true);
  });

  it("says when it opened and how far the server had got, and again after a break, since reports may have been missed meanwhile", () => {
    vi.useFakeTimers();
    const { stream, sources } = streamWithFakes();
    const listener = { onReport: vi.fn(), onOpen: vi.fn() };
    stream.subscribe(listener);
    expect(listener.onOpen).not.toHaveBeenCalled();
    const beforeOpen = performance.now();
    sources[0]?.open("p1.4");
    expect(listener.onOpen).toHaveBeenCalledTimes(1);
    expect(listener.onOpen.mock.calls[0]?.[0]).toEqual({ at: expect.any(Number), cursor: "p1.4" });
    expect(listener.onOpen.mock.calls[0]?.[0].at).toBeGreaterThanOrEqual(beforeOpen);

    // A dropped connection the browser retries by itself (CONNECTING) needs nothing from us but the news.
    sources[0]?.fail(0);
    vi.advanceTimersByTime(STREAM_RETRY_MS);
    expect(sources).toHaveLength(1);
    // A server that does not say how far it had got.
    sources[0]?.open();
    expect(listener.onOpen).toHaveBeenCalledTimes(2);
    expect(listener.onOpen.mock.calls[1]?.[0]).toEqual({ at: expect.any(Number), cursor: null });

    // A connection closed for good is replaced after a pause.
    sources[0]?.fail(2);
    vi.advanceTimersByTime(STREAM_RETRY_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]?.open();
    expect(listener.onOpen).toHaveBeenCalledTimes(3);
  });

  it("waits twice as long after each refusal in a row, up to a minute, and again from the start once open", () => {
    vi.useFakeTimers();
    const { stream, sources } = streamWithFakes();
    stream.subscribe({ onReport: vi.fn(), onOpen: vi.fn() });
    const waits: number[] = [];
    for (let refusal = 0; refusal < 7; refusal++) {
      const count = sources.length;
      sources.at(-1)?.fail(2);
      let waited = 0;
      while (sources.length === count) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 48_000, 60_000, 60_000]);

    sources.at(-1)?.open();
    sources.at(-1)?.fail(2);
    vi.advanceTimersByTime(STREAM_RETRY_MS);
    expect(sources).toHaveLength(9);
  });
});

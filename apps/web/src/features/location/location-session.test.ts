import { getStation } from "@riles/core";
import { describe, expect, it, vi } from "vitest";
import { startLocationSession } from "./location-session";
import type { LocationEvent } from "./location-state";
import {
  type Answer,
  fakeDeps,
  fakeFetch,
  fakeGeolocation,
  IP_URLS,
  position,
  positionError,
} from "./testing/fake-geolocation";

const START = new Date("2026-11-24T08:00:00+08:00").getTime();
const cube = getStation("mrt3", "cube")?.location ?? { latitude: 0, longitude: 0 };
const networkFix = position({ latitude: 14.61, longitude: 121.04, accuracy: 1500, timestamp: START });

/** A session on a fake device with a clock the test moves; returns what it dispatched. */
function session(gps: Answer, network: Answer, fetchAnswers: Parameters<typeof fakeFetch>[0] = {}) {
  let nowMs = START;
  const fake = fakeGeolocation((options) => (options?.enableHighAccuracy ? gps : network));
  const { fetch, urls } = fakeFetch(fetchAnswers);
  const { deps } = fakeDeps({ geolocation: fake.geolocation, fetch, now: () => new Date(nowMs) });
  const events: LocationEvent[] = [];
  const stop = startLocationSession(deps, (event) => events.push(event));
  return {
    fake,
    urls,
    events,
    stop,
    advance: (ms: number) => {
      nowMs += ms;
    },
    lastLocated: () => events.findLast((event) => event.type === "located"),
  };
}

describe("startLocationSession", () => {
  it("starts loading, runs the flow and updates on each valid watch fix only", async () => {
    const s = session({ position: position({ ...cube, timestamp: START }) }, "never");
    expect(s.events[0]).toEqual({ type: "started" });
    await vi.waitFor(() => expect(s.lastLocated()).toMatchObject({ location: { source: "gps" } }));

    s.fake.emit(position({ latitude: 14.62, longitude: 121.05, accuracy: 20, timestamp: START }));
    expect(s.lastLocated()).toMatchObject({ location: { latitude: 14.62, source: "gps" } });

    s.fake.emit(position({ latitude: 14.63, longitude: 121.05, accuracy: 900, timestamp: START }));
    expect(s.lastLocated()).toMatchObject({ location: { latitude: 14.62 } });
  });

  it("on a watch error with no valid location, falls back to the network fix", async () => {
    const s = session({ position: position({ ...cube, timestamp: START }) }, { position: networkFix });
    await vi.waitFor(() => expect(s.lastLocated()).toMatchObject({ location: { source: "gps" } }));

    s.advance(60_000);
    s.fake.fail(positionError(2));

    await vi.waitFor(() => expect(s.lastLocated()).toMatchObject({ location: { source: "network" } }));
  });

  it("ignores a watch error while it holds a valid fix", async () => {
    const s = session({ position: position({ ...cube, timestamp: START }) }, { position: networkFix });
    await vi.waitFor(() => expect(s.lastLocated()).toBeDefined());

    s.fake.fail(positionError(3));
    await Promise.resolve();

    expect(s.fake.calls).toHaveLength(1);
    expect(s.events.filter((event) => event.type === "located")).toHaveLength(1);
  });

  it("keeps a valid watch fix over a late IP answer", async () => {
    let answerIp: (response: Response) => void = () => undefined;
    let ipAnswerRead = false;
    const ipAnswer = {
      ok: true,
      json: async () => {
        ipAnswerRead = true;
        return { latitude: 14.5, longitude: 121.0 };
      },
    } as Response;
    const s = session(
      { error: positionError(3) },
      { error: positionError(2) },
      {
        [IP_URLS[0] ?? ""]: () =>
          new Promise<Response>((resolve) => {
            answerIp = resolve;
          }),
      },
    );
    await vi.waitFor(() => expect(s.urls).toHaveLength(1));

    s.fake.emit(position({ ...cube, timestamp: START }));
    answerIp(ipAnswer);
    await vi.waitFor(() => expect(ipAnswerRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(s.events.filter((event) => event.type === "located")).toEqual([
      { type: "located", location: { ...cube, accuracy: 10, source: "gps", timestamp: START } },
    ]);
  });

  it("shows the denied message and stops watching when the watch is refused", async () => {
    const s = session("never", "never");

    s.fake.fail(positionError(1));

    expect(s.events.at(-1)).toEqual({ type: "failed", message: "locationDenied" });
    expect(s.fake.watching()).toBe(0);
  });

  it("clears the watch when stopped and ignores answers that arrive later", async () => {
    const s = session({ position: position({ ...cube, timestamp: START }) }, "never");

    s.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(s.fake.cleared).toEqual([1]);
    expect(s.events).toEqual([{ type: "started" }]);
  });
});

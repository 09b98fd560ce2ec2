import { FIX_VALIDITY, getStation } from "@riles/core";
import { describe, expect, it, vi } from "vitest";
import { LOCATION_POLICY, MANILA_DEFAULT_LOCATION } from "#web/config/settings.ts";
import { locate } from "./locate";
import {
  type Answer,
  fakeDeps,
  fakeFetch,
  fakeGeolocation,
  IP_URLS,
  position,
  positionError,
} from "./testing/fake-geolocation";

const NOW = new Date("2026-11-24T08:00:00+08:00");
const now = () => NOW;
const cube = getStation("mrt3", "cube")?.location ?? { latitude: 0, longitude: 0 };
const freshFix = position({ ...cube, accuracy: 15, timestamp: NOW.getTime() - 1000 });
const networkFix = position({
  latitude: 14.61,
  longitude: 121.04,
  accuracy: 1500,
  timestamp: NOW.getTime() - 45_000,
});
const [IP_ONE = "", IP_TWO = "", IP_THREE = ""] = IP_URLS;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GPS answers by attempt, then the network answer (the one-shot asked without high accuracy). */
function device(gps: Answer[], network: Answer) {
  return fakeGeolocation((options, call) =>
    options?.enableHighAccuracy ? (gps[call - 1] ?? gps.at(-1) ?? "never") : network,
  );
}

describe("locate", () => {
  it("takes a valid high-accuracy GPS fix at once", async () => {
    const fake = device([{ position: freshFix }], "never");
    const { fetch, urls } = fakeFetch({});
    const { deps, sleeps } = fakeDeps({ geolocation: fake.geolocation, fetch, now });

    const result = await locate(deps);

    expect(result).toEqual({
      kind: "located",
      location: { ...cube, accuracy: 15, source: "gps", timestamp: NOW.getTime() - 1000 },
    });
    expect(fake.calls).toEqual([
      { enableHighAccuracy: true, timeout: LOCATION_POLICY.gpsTimeoutMs, maximumAge: 0 },
    ]);
    expect(sleeps).toEqual([]);
    expect(urls).toEqual([]);
  });

  it("retries an invalid GPS fix 3 times, 2 s apart, then takes a network fix", async () => {
    const stale = position({ ...cube, timestamp: NOW.getTime() - FIX_VALIDITY.maxFixAgeMs - 1 });
    const inaccurate = position({ ...cube, accuracy: 500, timestamp: NOW.getTime() });
    const fake = device(
      [
        { position: stale },
        { position: inaccurate },
        { error: positionError(3) },
        { error: positionError(2) },
      ],
      { position: networkFix },
    );
    const { deps, sleeps } = fakeDeps({ geolocation: fake.geolocation, now });

    const result = await locate(deps);

    expect(result).toEqual({
      kind: "located",
      location: {
        latitude: 14.61,
        longitude: 121.04,
        accuracy: 1500,
        source: "network",
        timestamp: NOW.getTime() - 45_000,
      },
    });
    expect(fake.calls).toHaveLength(LOCATION_POLICY.gpsRetries + 2);
    expect(fake.calls.at(-1)).toEqual({
      enableHighAccuracy: false,
      timeout: LOCATION_POLICY.networkTimeoutMs,
      maximumAge: LOCATION_POLICY.networkMaxAgeMs,
    });
    expect(sleeps).toEqual([2000, 2000, 2000]);
  });

  it("stops retrying once a retry gives a valid fix", async () => {
    const fake = device([{ error: positionError(3) }, { position: freshFix }], "never");
    const { deps, sleeps } = fakeDeps({ geolocation: fake.geolocation, now });

    const result = await locate(deps);

    expect(result.kind === "located" && result.location.source).toBe("gps");
    expect(sleeps).toEqual([LOCATION_POLICY.gpsRetryDelayMs]);
  });

  it.each([
    ["throws", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers 500", () => json({ latitude: 1, longitude: 2 }, 500)],
    ["answers something that is not JSON", () => new Response("<html>rate limited</html>", { status: 200 })],
    ["answers without coordinates", () => json({ error: true, reason: "RateLimited" })],
  ])("when the network fix fails and the first IP service %s, asks the second", async (_, firstAnswer) => {
    const fake = device([{ error: positionError(2) }], { error: positionError(2) });
    const { fetch, urls } = fakeFetch({
      [IP_ONE]: firstAnswer,
      [IP_TWO]: () => json({ lat: 14.6, lon: 121.0 }),
    });
    const { deps } = fakeDeps({ geolocation: fake.geolocation, fetch, now });

    const result = await locate(deps);

    expect(result).toEqual({
      kind: "located",
      location: { latitude: 14.6, longitude: 121.0, accuracy: null, source: "ip", timestamp: NOW.getTime() },
    });
    expect(urls).toEqual([IP_ONE, IP_TWO]);
  });

  it("gives an IP service 5 s before asking the next", async () => {
    vi.useFakeTimers();
    const fake = device([{ error: positionError(3) }], { error: positionError(3) });
    const hanging = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      });
    const asked: string[] = [];
    const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return String(input) === IP_ONE
        ? hanging(input, init)
        : Promise.resolve(json({ latitude: 14.55, longitude: 121.02 }));
    }) as typeof fetch;
    const { deps } = fakeDeps({ geolocation: fake.geolocation, fetch: fetchFn, now });

    const pending = locate(deps);
    await vi.advanceTimersByTimeAsync(LOCATION_POLICY.ipLookupTimeoutMs - 1);
    expect(asked).toEqual([IP_ONE]);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toMatchObject({ kind: "located", location: { latitude: 14.55, source: "ip" } });
    expect(asked).toEqual([IP_ONE, IP_TWO]);
  });

  it("falls back to the Manila centre, source ip, when every step fails", async () => {
    const fake = device([{ error: positionError(2) }], { error: positionError(3) });
    const { fetch, urls } = fakeFetch({ [IP_TWO]: () => json({}, 503) });
    const { deps } = fakeDeps({ geolocation: fake.geolocation, fetch, now });

    const result = await locate(deps);

    expect(result).toEqual({
      kind: "located",
      location: { ...MANILA_DEFAULT_LOCATION, source: "ip", timestamp: NOW.getTime() },
    });
    expect(urls).toEqual([IP_ONE, IP_TWO, IP_THREE]);
  });

  it("stops with the denied message when GPS permission is refused, asking nobody else", async () => {
    const fake = device([{ error: positionError(1) }], { position: networkFix });
    const { fetch, urls } = fakeFetch({});
    const { deps, sleeps } = fakeDeps({ geolocation: fake.geolocation, fetch, now });

    expect(await locate(deps)).toEqual({ kind: "failed", message: "locationDenied" });
    expect(fake.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(urls).toEqual([]);
  });

  it("stops with the denied message when the network fix is refused", async () => {
    const fake = device([{ error: positionError(3) }], { error: positionError(1) });
    const { fetch, urls } = fakeFetch({});
    const { deps } = fakeDeps({ geolocation: fake.geolocation, fetch, now });

    expect(await locate(deps)).toEqual({ kind: "failed", message: "locationDenied" });
    expect(urls).toEqual([]);
  });

  it("says geolocation is not supported when the browser has none", async () => {
    const { fetch, urls } = fakeFetch({});
    const { deps } = fakeDeps({ geolocation: undefined, fetch, now });

    expect(await locate(deps)).toEqual({ kind: "failed", message: "geolocationUnsupported" });
    expect(urls).toEqual([]);
  });
});

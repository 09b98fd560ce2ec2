import { describe, expect, it } from "vitest";
import { getStation } from "../lines/lines";
import { distanceMeters } from "./distance";
import { isValidFix, LOCATION_BOX } from "./fix-validity";
import { parseIpLookup } from "./ip-lookup";
import { nearestStations } from "./nearest-stations";

const station = (lineId: string, stationId: string) => {
  const found = getStation(lineId, stationId);
  if (!found) throw new Error(`no station ${lineId}/${stationId}`);
  return found;
};

describe("distanceMeters", () => {
  it("measures great-circle distance", () => {
    const point = { latitude: 14.6, longitude: 121 };
    expect(distanceMeters(point, point)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(distanceMeters(point, { latitude: 15.6, longitude: 121 })).toBeCloseTo(111_195, -1);
    const a = station("lrt1", "edsa").location;
    const b = station("mrt3", "taft").location;
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
    // EDSA (LRT-1) and Taft Avenue (MRT-3) are linked by a footbridge of a few hundred metres.
    expect(distanceMeters(a, b)).toBeGreaterThan(50);
    expect(distanceMeters(a, b)).toBeLessThan(400);
  });

  it("puts the two Araneta Center-Cubao stations a short walk apart", () => {
    const mrt3 = station("mrt3", "cube").location;
    const lrt2 = station("lrt2", "araneta").location;
    expect(distanceMeters(mrt3, lrt2)).toBeGreaterThan(150);
    expect(distanceMeters(mrt3, lrt2)).toBeLessThan(600);
  });
});

describe("nearestStations", () => {
  it("finds both the MRT-3 and the LRT-2 station at Araneta Center-Cubao", () => {
    const found = nearestStations({ latitude: 14.6212, longitude: 121.0518 });
    expect(found.slice(0, 2).map((n) => `${n.lineName} ${n.station.name}`)).toEqual(
      expect.arrayContaining(["MRT-3 Araneta Center-Cubao", "LRT-2 Araneta Center-Cubao"]),
    );
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found.map((n) => n.distance)).toEqual([...found.map((n) => n.distance)].sort((a, b) => a - b));
    expect(found[0]).toMatchObject({ lineId: expect.any(String), distance: expect.any(Number) });
  });

  it("keeps at most 3, nearest first", () => {
    // Central Manila has many stations within 5 km.
    const found = nearestStations({ latitude: 14.5995, longitude: 120.9842 });
    expect(found).toHaveLength(3);
    expect(found[0]?.station.name).toBe("Carriedo");
  });

  it("stops at 5000 m", () => {
    const antipolo = station("lrt2", "emerald").location;
    // Due east of Antipolo station: the nearest other station (Marikina-Pasig) is further away.
    const justInside = { latitude: antipolo.latitude, longitude: antipolo.longitude + 4990 / 107_800 };
    const justOutside = { latitude: antipolo.latitude, longitude: antipolo.longitude + 5010 / 107_800 };
    const inside = nearestStations(justInside);
    expect(inside.map((n) => n.station.name)).toEqual(["Antipolo"]);
    expect(inside[0]?.distance).toBeLessThanOrEqual(5000);
    expect(distanceMeters(justOutside, antipolo)).toBeGreaterThan(5000);
    expect(nearestStations(justOutside)).toEqual([]);
    expect(nearestStations({ latitude: 10.3, longitude: 123.9 })).toEqual([]);
  });
});

describe("isValidFix", () => {
  const now = new Date("2026-11-23T06:00:00+08:00");
  const at = (latitude: number, longitude: number) => ({
    latitude,
    longitude,
    accuracy: 20,
    timestamp: now.getTime(),
  });

  it("accepts fixes at every station, Antipolo and Marikina-Pasig included", () => {
    expect(
      isValidFix({ ...station("lrt2", "emerald").location, accuracy: 10, timestamp: now.getTime() }, now),
    ).toBe(true);
    expect(isValidFix({ ...station("lrt2", "masinag").location, timestamp: now.getTime() }, now)).toBe(true);
    expect(isValidFix({ ...station("lrt1", "santos").location, timestamp: now.getTime() }, now)).toBe(true);
  });

  it("keeps the original box where the stations fit and widens it by 0.05 degree where they do not", () => {
    expect(LOCATION_BOX.minLatitude).toBe(14.4);
    expect(LOCATION_BOX.maxLatitude).toBe(14.8);
    expect(LOCATION_BOX.minLongitude).toBe(120.9);
    expect(LOCATION_BOX.maxLongitude).toBeCloseTo(station("lrt2", "emerald").location.longitude + 0.05, 10);
  });

  it("rejects fixes outside the box", () => {
    expect(isValidFix(at(14.3, 121.0), now)).toBe(false);
    expect(isValidFix(at(14.9, 121.0), now)).toBe(false);
    expect(isValidFix(at(14.6, 120.85), now)).toBe(false);
    expect(isValidFix(at(14.6, 121.2), now)).toBe(false);
    expect(isValidFix(at(14.4, 120.9), now)).toBe(true);
  });

  it("needs a timestamp no older than 30 s and accuracy absent or at most 100 m", () => {
    const fix = at(14.6, 121.0);
    expect(isValidFix({ ...fix, timestamp: undefined }, now)).toBe(false);
    expect(isValidFix({ ...fix, timestamp: null }, now)).toBe(false);
    expect(isValidFix({ ...fix, timestamp: now.getTime() - 30_000 }, now)).toBe(true);
    expect(isValidFix({ ...fix, timestamp: now.getTime() - 30_001 }, now)).toBe(false);
    expect(isValidFix({ ...fix, accuracy: 100 }, now)).toBe(true);
    expect(isValidFix({ ...fix, accuracy: 100.5 }, now)).toBe(false);
    expect(isValidFix({ ...fix, accuracy: null }, now)).toBe(true);
    expect(isValidFix({ ...fix, accuracy: undefined }, now)).toBe(true);
    expect(isValidFix({ ...fix, accuracy: Number.NaN }, now)).toBe(false);
    expect(isValidFix({ ...fix, latitude: Number.NaN }, now)).toBe(false);
  });
});

describe("parseIpLookup", () => {
  it("reads latitude|lat and longitude|lon", () => {
    expect(parseIpLookup({ latitude: 14.6, longitude: 121 })).toEqual({ latitude: 14.6, longitude: 121 });
    expect(parseIpLookup({ lat: 14.6, lon: 121, city: "Manila" })).toEqual({
      latitude: 14.6,
      longitude: 121,
    });
    expect(parseIpLookup({ latitude: 14.6, lon: 121 })).toEqual({ latitude: 14.6, longitude: 121 });
  });

  it("accepts real finite numbers only", () => {
    for (const answer of [
      null,
      undefined,
      "14.6,121",
      [14.6, 121],
      {},
      { latitude: "14.6", longitude: "121" },
      { lat: Number.NaN, lon: 121 },
      { lat: 14.6, lon: Number.POSITIVE_INFINITY },
      { lat: 14.6 },
      { lat: 95, lon: 121 },
      { error: true, reason: "RateLimited" },
    ]) {
      expect(parseIpLookup(answer)).toBeNull();
    }
  });
});

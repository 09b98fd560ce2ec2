import { getStation } from "@riles/core";
import { describe, expect, it } from "vitest";
import { initialLocationState, locationReducer } from "./location-state";

const cube = getStation("mrt3", "cube")?.location ?? { latitude: 0, longitude: 0 };
const atCube = { ...cube, accuracy: 10, source: "gps" as const, timestamp: 0 };

describe("locationReducer", () => {
  it("finds the nearest stations of a new location and stops loading", () => {
    const state = locationReducer(initialLocationState, { type: "located", location: atCube });

    expect(state.isLoading).toBe(false);
    expect(state.location).toBe(atCube);
    expect(state.nearest[0]).toMatchObject({ lineId: "mrt3", station: { id: "cube" }, distance: 0 });
  });

  it("empties the nearest stations on an error", () => {
    const located = locationReducer(initialLocationState, { type: "located", location: atCube });
    const failed = locationReducer(located, { type: "failed", message: "locationDenied" });

    expect(failed).toEqual({ location: null, nearest: [], isLoading: false, error: "locationDenied" });
  });

  it("clears the error when a new run starts", () => {
    const failed = locationReducer(initialLocationState, {
      type: "failed",
      message: "locationDenied",
    });

    expect(locationReducer(failed, { type: "started" })).toMatchObject({ isLoading: true, error: null });
  });
});

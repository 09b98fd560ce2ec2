import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFareKind } from "./fare-kind-store";

describe("useFareKind", () => {
  it("starts with beep and the regular fare, and keeps a change on the device", () => {
    const { result } = renderHook(() => useFareKind());
    expect(result.current[0]).toEqual({ medium: "beep", rider: "regular" });
    act(() => result.current[1]({ rider: "senior" }));
    expect(result.current[0]).toEqual({ medium: "beep", rider: "senior" });
    expect(JSON.parse(localStorage.getItem("riles.fare-kind") ?? "null")).toEqual({
      medium: "beep",
      rider: "senior",
    });
  });

  it("reads a kept value it no longer knows as the usual fare, keeping what it does know", () => {
    localStorage.setItem("riles.fare-kind", JSON.stringify({ medium: "single-journey", rider: "veteran" }));
    const { result } = renderHook(() => useFareKind());
    expect(result.current[0]).toEqual({ medium: "single-journey", rider: "regular" });
    localStorage.setItem("riles.fare-kind", "not json");
    const again = renderHook(() => useFareKind());
    expect(again.result.current[0]).toEqual({ medium: "beep", rider: "regular" });
  });
});

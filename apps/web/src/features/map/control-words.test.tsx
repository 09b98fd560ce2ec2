import { act, render, screen } from "@testing-library/react";
import { MapContainer } from "react-leaflet";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { ControlWords } from "./control-words";

afterEach(async () => {
  await act(() => applyLanguage("en"));
});

function renderMap() {
  return render(
    <MapContainer center={[14.5995, 120.9842]} zoom={12} style={{ height: 300, width: 300 }}>
      <ControlWords />
    </MapContainer>,
  );
}

describe("ControlWords", () => {
  it("names Leaflet's zoom buttons in Filipino on a Filipino screen, not in Leaflet's English", async () => {
    await applyLanguage("fil");
    renderMap();
    expect(screen.getByRole("button", { name: "Palakihin ang mapa" })).toHaveAttribute(
      "title",
      "Palakihin ang mapa",
    );
    expect(screen.getByRole("button", { name: "Paliitin ang mapa" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Zoom in" })).not.toBeInTheDocument();
  });

  it("keeps Leaflet's words in English", () => {
    renderMap();
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeInTheDocument();
  });
});

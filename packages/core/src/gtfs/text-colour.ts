const channel = (hex: string, offset: number) => {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(colour: string): number {
  const hex = colour.replace("#", "");
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

/** Black or white, whichever reads better on `background` (higher WCAG contrast), as GTFS writes colours. */
export function textColourOn(background: string): "000000" | "FFFFFF" {
  const light = luminance(background);
  const onWhite = 1.05 / (light + 0.05);
  const onBlack = (light + 0.05) / 0.05;
  return onBlack > onWhite ? "000000" : "FFFFFF";
}

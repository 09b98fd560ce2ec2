function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number {
  const hex = color.replace("#", "");
  return (
    0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6))
  );
}

/**
 * White or near-black, whichever reads better on a line's colour (WCAG contrast): MRT-3's yellow is too
 * light for white text.
 */
export function textColorOn(background: string): "#ffffff" | "#0f172a" {
  const onWhite = 1.05 / (luminance(background) + 0.05);
  const onDark = (luminance(background) + 0.05) / (luminance("#0f172a") + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#0f172a";
}

/**
 * The one keyboard focus ring (docs/decisions/029-keyboard-and-screen-reader-use.md): indigo around a
 * control, slate where the control may be filled with a line's colour (LRT-1's is indigo), white on a
 * dark bar, amber on an amber note. Inside a tab bar it is drawn inward, where its neighbours cannot
 * cover it.
 */
export const FOCUS_RING = {
  default: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
  onLineColour: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
  onDark: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
  onAmber: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700",
  inset: "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600",
  insetOnLineColour:
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900",
} as const;

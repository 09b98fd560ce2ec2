/** How a scroll the app makes by itself moves: smooth, unless the rider asked their phone for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

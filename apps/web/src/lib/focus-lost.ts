/**
 * Whether nothing a rider can see has the focus: the page itself, an element taken off the page, or one
 * hidden (React hides the old screen while the next one loads; Chrome moves the focus off it to the page
 * only later). Where it is lost, the app hands it on (docs/decisions/131-busy-buttons-keep-focus.md).
 */
export function focusLost(active: Element | null = document.activeElement): boolean {
  if (active === null || active === document.body || !active.isConnected) return true;
  // Chrome 105 and Safari 17.4 on; older browsers see the lost focus once it has fallen to the page.
  return "checkVisibility" in active && !active.checkVisibility();
}

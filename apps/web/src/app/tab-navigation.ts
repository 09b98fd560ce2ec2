/**
 * The history state of a move made from a tab of the bottom bar: the tab keeps the focus, even where the
 * browser does not focus a link it taps (Safari), so the new screen does not take it
 * (docs/decisions/131-busy-buttons-keep-focus.md).
 */
export const FROM_TAB = { fromTab: true } as const;

export function isFromTab(state: unknown): boolean {
  return typeof state === "object" && state !== null && "fromTab" in state;
}

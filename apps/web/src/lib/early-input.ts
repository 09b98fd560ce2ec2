type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A tap or the text typed into a field on the page's HTML before React had hydrated it, in the order the
 * rider did them (kept by the page's loader, vite-load-after-paint.ts;
 * docs/decisions/107-html-paints-before-scripts.md).
 */
export type EarlyAction =
  | { kind: "click"; target: Element }
  | { kind: "typed"; field: TextField; value: string };

/** Takes what the loader kept; from now on React hears the page itself. */
export function takeEarlyInput(): readonly EarlyAction[] {
  const loader = document.querySelector<HTMLScriptElement & { takeEarlyInput?: () => EarlyAction[] }>(
    "script[data-entry]",
  );
  return loader?.takeEarlyInput?.() ?? [];
}

/**
 * The field to type into now: the one typed into, or, when a tap replayed before it made React render its
 * part afresh (a line chosen gives a new station search), the field now on the page that is named the same.
 */
function fieldNow(field: TextField): TextField | null {
  if (field.isConnected) return field;
  for (const attribute of ["id", "name", "placeholder", "aria-label"]) {
    const value = field.getAttribute(attribute);
    if (!value) continue;
    const now = document.querySelector(`${field.localName}[${attribute}="${CSS.escape(value)}"]`);
    if (now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement) return now;
  }
  return null;
}

/** The value as the browser sets it, past React's record of what it last set, then heard as typed. */
function typeAgain(field: TextField, value: string): void {
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Does again, in their order, what the rider did before the page was live, each in a task of its own so
 * that React has rendered what one did before the next: a line chosen, then a search typed, searches the
 * chosen line. A tap on what is gone from the page is dropped.
 */
export async function replayEarlyInput(actions: readonly EarlyAction[]): Promise<void> {
  for (const action of actions) {
    if (action.kind === "click") {
      if (action.target.isConnected && action.target instanceof HTMLElement) action.target.click();
    } else {
      const field = fieldNow(action.field);
      if (field) typeAgain(field, action.value);
    }
    await nextTask();
  }
}

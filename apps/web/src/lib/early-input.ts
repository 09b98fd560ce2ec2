export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A tap, a form sent or the text typed into a field on the page's HTML before React had hydrated it, kept by
 * the page's loader (vite-load-after-paint.ts; docs/decisions/107-html-paints-before-scripts.md).
 */
export type EarlyAction =
  | { kind: "click"; target: Element }
  | { kind: "typed"; field: TextField; value: string }
  | { kind: "submit"; form: HTMLFormElement };

/** The loader's keeping: what the rider did, in order, until `stop`. */
export interface EarlyInput {
  next(): EarlyAction | undefined;
  replay(action: () => void): void;
  stop(): void;
}

/** The loader's keeping, or none when the page was not loaded by it. */
export function earlyInput(): EarlyInput | null {
  const loader = document.querySelector<HTMLScriptElement & { earlyInput?: EarlyInput }>(
    "script[data-entry]",
  );
  return loader?.earlyInput ?? null;
}

/** The text field the rider is in, if any. */
export function focusedTextField(): TextField | null {
  const focused = document.activeElement;
  return focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
}

/**
 * The field to type into now: the one typed into, or, when a tap replayed before it made React render its
 * part afresh (a line chosen gives a new station search), the field now on the page that is named the same.
 */
export function fieldNow(field: TextField): TextField | null {
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

/** Does one kept action again; a tap on what is gone from the page, or a form no longer there, is dropped. */
export function performEarlyAction(action: EarlyAction): void {
  if (action.kind === "click") {
    // A tap on a tab's or button's icon lands on its SVG, which has no click() of its own: the tap is
    // its link's or button's.
    const { target } = action;
    const tapped = target instanceof HTMLElement ? target : target.closest<HTMLElement>("a, button");
    if (target.isConnected && tapped) tapped.click();
  } else if (action.kind === "submit") {
    if (action.form.isConnected) action.form.requestSubmit();
  } else {
    const field = fieldNow(action.field);
    if (field) typeAgain(field, action.value);
  }
}

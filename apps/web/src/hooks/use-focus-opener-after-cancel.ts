import { type KeyboardEvent, useLayoutEffect, useRef } from "react";

/**
 * A form opened in place by a button, whose Cancel puts that button back: the focus goes back to the
 * button, not to the page with the Cancel button that had it (a keyboard or screen-reader user would start
 * again from the top). Escape in the form is its Cancel, as in a dialog or a disclosure. `close` closes it;
 * other closes place the focus themselves.
 */
export function useFocusOpenerAfterCancel(open: boolean, close: () => void) {
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasCancelled = useRef(false);

  useLayoutEffect(() => {
    if (open || !wasCancelled.current) return;
    wasCancelled.current = false;
    openerRef.current?.focus();
  }, [open]);

  const cancel = () => {
    wasCancelled.current = true;
    close();
  };
  return {
    openerRef,
    cancel,
    cancelOnEscape: (event: KeyboardEvent) => {
      // A control that used Escape itself (a field clearing its text) keeps it.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      cancel();
    },
  };
}

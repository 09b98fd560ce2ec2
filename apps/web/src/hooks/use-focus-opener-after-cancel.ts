import { useLayoutEffect, useRef } from "react";

/**
 * A form opened in place by a button, whose Cancel puts that button back: the focus goes back to the
 * button, not to the page with the Cancel button that had it (a keyboard or screen-reader user would start
 * again from the top). `cancelled` marks the close as a Cancel; other closes place the focus themselves.
 */
export function useFocusOpenerAfterCancel(open: boolean) {
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasCancelled = useRef(false);

  useLayoutEffect(() => {
    if (open || !wasCancelled.current) return;
    wasCancelled.current = false;
    openerRef.current?.focus();
  }, [open]);

  return {
    openerRef,
    cancelled: () => {
      wasCancelled.current = true;
    },
  };
}

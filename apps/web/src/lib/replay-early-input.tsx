import { useEffect, useRef, useTransition } from "react";
import {
  type EarlyAction,
  type EarlyInput,
  fieldNow,
  focusedTextField,
  performEarlyAction,
  type TextField,
} from "./early-input";

/**
 * How long the replay waits for what one action started before doing the rest at once: a screen whose code
 * is still on its way over slow mobile data must not leave the rider's taps unheard.
 */
const STALLED_MS = 1500;

/**
 * Once the page has hydrated, does again what the rider did on its HTML, one action a render: each waits
 * until what the one before changed is on the page (a line chosen, as a navigation, is a transition; a
 * search typed after it goes into that line's search): its own transition, started in the same task as the
 * action's, is pending until React has committed both. The loader keeps what the rider does meanwhile behind
 * them; when none is left, React hears the page itself (docs/decisions/107-html-paints-before-scripts.md).
 */
export function ReplayEarlyInput({ input }: { input: EarlyInput }) {
  const [isPending, startTransition] = useTransition();
  /** The field the rider was in when an action was replayed: what it renders afresh keeps them in it. */
  const riderIn = useRef<TextField | null>(null);

  useEffect(() => {
    keepRiderInField(riderIn, isPending);
    const replay = (action: EarlyAction) => {
      riderIn.current ??= focusedTextField();
      input.replay(() => performEarlyAction(action));
    };
    // In a task of its own: outside React's effects, a replayed event is handled as the browser's would be.
    const timer = setTimeout(
      () => {
        if (isPending) {
          for (let action = input.next(); action; action = input.next()) replay(action);
          input.stop();
          return;
        }
        const action = input.next();
        if (!action) {
          input.stop();
          return;
        }
        replay(action);
        // Pending until the transition the action started, if any, has committed: the same task gives it
        // the same lane.
        startTransition(() => {});
      },
      isPending ? STALLED_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [input, isPending]);

  return null;
}

/**
 * A rider who tapped a line, then went into its search and is typing, is typing into a field the replayed
 * tap has just rendered afresh (the chosen line's search): the focus follows to it, so the next keys are
 * not lost. Once what the replay started has committed, the field stays as it is.
 */
function keepRiderInField(riderIn: { current: TextField | null }, isPending: boolean): void {
  const field = riderIn.current;
  if (!field) return;
  if (!field.isConnected) {
    fieldNow(field)?.focus();
    riderIn.current = null;
  } else if (!isPending) riderIn.current = null;
}

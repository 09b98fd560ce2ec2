import { type ComponentType, createElement, lazy } from "react";

/**
 * Code fetched on demand that did not arrive (offline, the server away, a deploy replacing it). A
 * TypeError, as fetch's own failures are, so `failureReason` words it as a connection that failed.
 */
export class CodeNotLoaded extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "CodeNotLoaded";
  }
}

/** Counts the riders' Try Agains: a chunk that failed before the last one is asked for again. */
let attempt = 0;

/** Try Again for code that did not arrive: each `lazyNamed` component that failed loads once more. */
export function askAgainForCode(): void {
  attempt += 1;
}

/**
 * React.lazy for a component a module exports by name (React.lazy takes a default export): the module
 * loads in its own chunk the first time the component renders. React.lazy keeps a failed load for good;
 * this one asks again once the rider tries again (`askAgainForCode`), and its failure is a `CodeNotLoaded`
 * (docs/decisions/182-code-that-did-not-arrive-is-asked-again.md). Not on every render: React renders a
 * failed part again at once, before its error boundary shows.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  let failedAt: number | undefined;
  const loading = () =>
    lazy(async (): Promise<{ default: ComponentType<Props> }> => {
      try {
        return { default: (await load())[name] };
      } catch (error) {
        failedAt = attempt;
        throw new CodeNotLoaded(error);
      }
    });
  let Loaded = loading();
  return function LazyNamed(props: Props) {
    if (failedAt !== undefined && failedAt !== attempt) {
      failedAt = undefined;
      Loaded = loading();
    }
    return createElement(Loaded, props);
  };
}

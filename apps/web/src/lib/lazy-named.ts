import { type ComponentType, lazy } from "react";

/**
 * React.lazy for a component a module exports by name (React.lazy takes a default export): the module
 * loads in its own chunk the first time the component renders.
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

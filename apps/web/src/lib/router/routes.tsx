import {
  Children,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";
import { useLocation } from "./router";

interface RouteProps {
  /** The whole path this route answers, with or without its leading slash; "*" answers any. */
  path?: string;
  /** Answers the path of the route around it (the root for a route at the top). */
  index?: boolean;
  /** What the route shows; a route around others shows theirs in its `<Outlet />`. */
  element?: ReactNode;
  children?: ReactNode;
}

/** One entry of a `<Routes>` table; `<Routes>` reads it, it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a route around others shows the one that answered. */
export function Outlet() {
  return useContext(OutletContext);
}

/** A path without its leading and trailing slashes, in lower case (addresses match whatever their case). */
export function normalizedPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, "").toLowerCase();
}

function routesOf(children: ReactNode): ReactElement<RouteProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route,
  );
}

/** What the first route answering `path` shows, wrapped in the routes around it; `anyPath` lets "*" answer. */
function answer(routes: ReactElement<RouteProps>[], path: string, anyPath: boolean): ReactNode | undefined {
  for (const { props } of routes) {
    const inner = routesOf(props.children);
    if (inner.length > 0) {
      const found = answer(inner, path, anyPath);
      if (found !== undefined) return <OutletContext value={found}>{props.element}</OutletContext>;
      continue;
    }
    const answers = props.index
      ? path === ""
      : props.path === "*"
        ? anyPath
        : props.path !== undefined && normalizedPath(props.path) === path;
    if (answers) return props.element ?? null;
  }
  return undefined;
}

/**
 * Shows the route that answers the address: a route with that path first, else one with "*". Paths are
 * whole and fixed (the app has no parameters in its paths: what varies is in the query).
 */
export function Routes({ children }: { children: ReactNode }) {
  const path = normalizedPath(useLocation().pathname);
  const routes = routesOf(children);
  return answer(routes, path, false) ?? answer(routes, path, true) ?? null;
}

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import {
  createBrowserHistory,
  createMemoryHistory,
  type RouterHistory,
  type RouterLocation,
} from "./history";

interface RouterState {
  history: RouterHistory;
  location: RouterLocation;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("A screen is rendered outside the router");
  return router;
}

/**
 * Gives the screens the history's location. A move to a screen whose code has not loaded yet shows its
 * skeleton until it has: Preact renders no transitions (docs/decisions/082-preact-runs-the-react-code.md).
 */
function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    setLocation(history.location);
    return history.listen(setLocation);
  }, [history]);
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** The app's router, on the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router on entries in memory, opened at the last of `initialEntries` (component tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

/** Goes to a path, or a number of entries back (negative) or forward. */
export function useNavigate(): Navigate {
  const { history } = useRouter();
  return useCallback<Navigate>(
    (to, options) => (typeof to === "number" ? history.go(to) : history.push(to, options)),
    [history],
  );
}

type SetSearchParams = (params: Record<string, string>, options?: { replace?: boolean }) => void;

/** The address's query, and a way to set it (the path stays). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { history, location } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(next).toString();
      history.push(`${history.location.pathname}${query ? `?${query}` : ""}`, options);
    },
    [history],
  );
  return [params, setParams];
}

import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { MAIN_CONTENT_ID, SkipLink } from "#web/components/ui/skip-link.tsx";
import { PATHS } from "#web/config/paths.ts";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The app's error screen (docs/product.md): an unknown path shows it with 404 Not Found. */
export function RouteError({ detail }: { detail: string }) {
  const { t } = useI18n();
  useScreenTitle(t.unexpectedApplicationError);
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-dvh max-w-md flex-col gap-3 p-6 focus:outline-none"
      >
        <h1 className="text-2xl font-bold">{t.unexpectedApplicationError}</h1>
        <p className="text-lg text-slate-700">{detail}</p>
        <Link
          to={PATHS.lines}
          className={`flex min-h-11 items-center self-start rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white ${FOCUS_RING.default}`}
        >
          {t.goToLines}
        </Link>
      </main>
    </>
  );
}

/** An address no route matches (a stale or mistyped link): the error screen, its 404 in the rider's language. */
export function NotFound() {
  const { t } = useI18n();
  return <RouteError detail={t.pageNotFound} />;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { detail: string; pathname: string } | null;
}

/** Catches what a screen throws while rendering (or a screen's code that fails to load). */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { detail: describe(error), pathname: "" } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.error) return null;
    // The error belongs to the address it happened at: leaving that address (Go to Lines) shows the app again.
    if (state.error.pathname === "") return { error: { ...state.error, pathname: props.pathname } };
    return state.error.pathname === props.pathname ? null : { error: null };
  }

  override render() {
    return this.state.error ? <RouteError detail={this.state.error.detail} /> : this.props.children;
  }
}

/** The error screen in place of the whole app when a screen fails, until the commuter goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}

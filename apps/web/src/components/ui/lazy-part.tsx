import { Component, type ReactNode, Suspense, useEffect } from "react";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { askAgainForCode, CodeNotLoaded } from "#web/lib/lazy-named.ts";
import { LoadFailure } from "./load-failure";

function CodeNotLoadedNotice({ error, onRetry }: { error: CodeNotLoaded; onRetry: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return <LoadFailure title={t.codeNotLoaded} error={error} onRetry={onRetry} retrying={false} />;
}

/**
 * Where code that did not arrive says so, in the screen's place, with Try Again (and tries again itself
 * when the phone comes back online); every other error goes on to the boundary above.
 */
class CodeLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    askAgainForCode();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof CodeNotLoaded)) throw error;
    return <CodeNotLoadedNotice error={error} onRetry={this.retry} />;
  }
}

/**
 * A part of the app whose code is fetched when first shown (a `lazyNamed` component): `fallback` while it
 * loads; if it does not arrive, why, and Try Again in its place, the rest of the screen staying
 * (docs/decisions/182-code-that-did-not-arrive-is-asked-again.md).
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <CodeLoadBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}

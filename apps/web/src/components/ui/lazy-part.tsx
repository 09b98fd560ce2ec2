import { Component, type ReactNode, Suspense, useEffect } from "react";
import { anotherBuildIsServed, reloadForNewBuild } from "#web/lib/another-build-served.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { askAgainForCode, CodeNotLoaded } from "#web/lib/lazy-named.ts";
import { LoadFailure } from "./load-failure";

function CodeNotLoadedNotice({
  error,
  onRetry,
  retrying,
}: {
  error: CodeNotLoaded;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useI18n();
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return <LoadFailure title={t.codeNotLoaded} error={error} onRetry={onRetry} retrying={retrying} />;
}

interface CodeLoadState {
  error: unknown;
  /** Whether a deploy replaced the code is being asked. */
  checking: boolean;
}

/**
 * Where code that did not arrive says so, in the screen's place, with Try Again (and tries again itself
 * when the phone comes back online); every other error goes on to the boundary above. Code a deploy
 * replaced never arrives again: the page is reloaded for the new build instead, at once.
 */
class CodeLoadBoundary extends Component<{ children: ReactNode }, CodeLoadState> {
  override state: CodeLoadState = { error: null, checking: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeNotLoaded) void this.reloadIfReplaced();
  }

  private async reloadIfReplaced(): Promise<boolean> {
    this.setState({ checking: true });
    const reloading = (await anotherBuildIsServed()) && reloadForNewBuild();
    if (!reloading) this.setState({ checking: false });
    return reloading;
  }

  private readonly retry = () => {
    if (this.state.checking) return;
    void this.reloadIfReplaced().then((reloading) => {
      if (reloading) return;
      askAgainForCode();
      this.setState({ error: null });
    });
  };

  override render() {
    const { error, checking } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof CodeNotLoaded)) throw error;
    return <CodeNotLoadedNotice error={error} onRetry={this.retry} retrying={checking} />;
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

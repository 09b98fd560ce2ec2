import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatch, useNavigationType } from "react-router";
import { TrainFrontIcon } from "#web/components/ui/icons.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "#web/components/ui/skip-link.tsx";
import { PATHS } from "#web/config/paths.ts";
import { ConnectionBanner } from "#web/features/connection/connection-banner.tsx";
import { focusLost } from "#web/lib/focus-lost.ts";
import { BottomNav } from "./bottom-nav";
import { isFromTab } from "./tab-navigation";

/**
 * Whether this layout has been on the page since it loaded: mounted again, it comes back from a screen outside
 * it (the sign-in screen), not with the page.
 */
let shownSincePageLoad = false;

/**
 * When a new screen replaces the one whose link or button had the focus, the focus has fallen to the page:
 * it goes to the new screen's main area, so a keyboard or screen-reader rider carries on there rather than
 * at the top. A tab of the bottom bar keeps it (it is still there, and says which screen is on show), also
 * where the browser did not focus the tab it tapped (not Back to that screen later). The same when the app
 * moves here from a screen outside this layout (signing in leads back to the screen the rider came from,
 * and so does the sign-in screen's Back, whose button went with it); not when the page has just loaded,
 * where the browser's own place stands.
 */
function useFocusKeptAcrossScreens() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(navigationType === "POP" && !shownSincePageLoad ? pathname : null);
  useEffect(() => {
    shownSincePageLoad = true;
  }, []);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Only a tab just tapped keeps the focus: Back to an entry a tab once made comes from a screen whose
    // link or button went with it.
    const tabTapped = navigationType !== "POP" && isFromTab(state);
    if (!tabTapped && focusLost()) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
  }, [pathname, state, navigationType]);
}

/** Skip link, header, scrollable main area padded for the fixed bottom navigation, and the global banners. */
export function MainLayout() {
  useFocusKeptAcrossScreens();
  // The map may use a wide screen's whole width; every other screen stays a phone-wide column
  // (docs/decisions/034-trouble-notes-and-the-wide-map.md).
  const wide = useMatch(PATHS.map) !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-[1000] border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center gap-2 px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-indigo-700 text-white">
            <TrainFrontIcon className="size-5" />
          </span>
          <p className="text-xl font-bold tracking-tight">Riles</p>
        </div>
        <ConnectionBanner />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={`mx-auto flex w-full ${wide ? "max-w-md lg:max-w-none" : "max-w-md"} flex-1 flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] focus:outline-none`}
      >
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}

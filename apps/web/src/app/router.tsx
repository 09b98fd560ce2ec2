import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { LazyPart } from "#web/components/ui/lazy-part.tsx";
import { PATHS } from "#web/config/paths.ts";
import { useHydrated } from "#web/hooks/use-hydrated.tsx";
import { lazyNamed } from "#web/lib/lazy-named.ts";
import { MainLayout } from "./main-layout";
import { NotFound, RouteErrorBoundary } from "./route-error";
import { ScreenSkeleton, StandaloneSkeleton } from "./screen-skeleton";
import { LinesScreen } from "./screens/lines-screen";

const MapScreen = lazyNamed(() => import("./screens/map-screen"), "default");
const ReportScreen = lazyNamed(() => import("./screens/report-screen"), "ReportScreen");
const SettingsScreen = lazyNamed(() => import("./screens/settings-screen"), "SettingsScreen");
const AccuracyScreen = lazyNamed(() => import("./screens/accuracy-screen"), "AccuracyScreen");
const ModerateScreen = lazyNamed(() => import("./screens/moderate-screen"), "ModerateScreen");
const JourneyScreen = lazyNamed(() => import("./screens/journey-screen"), "JourneyScreen");
const AuthScreen = lazyNamed(() => import("#web/features/auth/components/auth-screen.tsx"), "AuthScreen");

/**
 * A screen fetched when first opened: the skeleton stands in while its code loads. In the HTML the build
 * writes, and while it hydrates, the skeleton is all there is: what such a screen shows depends on the
 * rider (docs/decisions/088-the-first-screen-as-html.md).
 */
function LazyScreen({
  children,
  fallback = <ScreenSkeleton />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <LazyPart fallback={fallback}>{children}</LazyPart> : fallback;
}

/**
 * A screen fetched when first opened whose HTML the build writes whole. Never rendered again as the page
 * hydrates: an update reaching its boundary before its code has arrived would replace the HTML with the
 * skeleton.
 */
function PrerenderedScreen({ children }: { children: ReactNode }) {
  return <LazyPart fallback={<ScreenSkeleton />}>{children}</LazyPart>;
}

/**
 * The route table of docs/product.md, with addresses from paths.ts. Lines is in the first download; every
 * other screen is its own chunk (the map brings Leaflet), so / stays small on mobile data. React Router
 * matches whatever the case and a trailing slash, and renders each move as a transition: the screen on show
 * stays until the next one's code has loaded (docs/decisions/086-react-router.md).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<LinesScreen />} />
          <Route path={PATHS.map} element={<LazyScreen>{<MapScreen />}</LazyScreen>} />
          <Route path={PATHS.report} element={<LazyScreen>{<ReportScreen />}</LazyScreen>} />
          <Route
            path={PATHS.settings}
            element={<PrerenderedScreen>{<SettingsScreen />}</PrerenderedScreen>}
          />
          <Route path={PATHS.accuracy} element={<LazyScreen>{<AccuracyScreen />}</LazyScreen>} />
          <Route path={PATHS.moderate} element={<LazyScreen>{<ModerateScreen />}</LazyScreen>} />
          <Route path={PATHS.journey} element={<LazyScreen>{<JourneyScreen />}</LazyScreen>} />
        </Route>
        <Route
          path={PATHS.auth}
          element={<LazyScreen fallback={<StandaloneSkeleton />}>{<AuthScreen />}</LazyScreen>}
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

import { lazy, type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router";
import { PATHS } from "#web/config/paths.ts";
import { lazyNamed } from "#web/lib/lazy-named.ts";
import { MainLayout } from "./main-layout";
import { NOT_FOUND, RouteError, RouteErrorBoundary } from "./route-error";
import { ScreenSkeleton, StandaloneSkeleton } from "./screen-skeleton";
import { LinesScreen } from "./screens/lines-screen";

const MapScreen = lazy(() => import("./screens/map-screen"));
const ReportScreen = lazyNamed(() => import("./screens/report-screen"), "ReportScreen");
const SettingsScreen = lazyNamed(() => import("./screens/settings-screen"), "SettingsScreen");
const AccuracyScreen = lazyNamed(() => import("./screens/accuracy-screen"), "AccuracyScreen");
const ModerateScreen = lazyNamed(() => import("./screens/moderate-screen"), "ModerateScreen");
const JourneyScreen = lazyNamed(() => import("./screens/journey-screen"), "JourneyScreen");
const AuthScreen = lazyNamed(() => import("#web/features/auth/components/auth-screen.tsx"), "AuthScreen");

/** A screen fetched when first opened: the skeleton stands in while its code loads. */
function LazyScreen({
  children,
  fallback = <ScreenSkeleton />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
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
          <Route path={PATHS.settings} element={<LazyScreen>{<SettingsScreen />}</LazyScreen>} />
          <Route path={PATHS.accuracy} element={<LazyScreen>{<AccuracyScreen />}</LazyScreen>} />
          <Route path={PATHS.moderate} element={<LazyScreen>{<ModerateScreen />}</LazyScreen>} />
          <Route path={PATHS.journey} element={<LazyScreen>{<JourneyScreen />}</LazyScreen>} />
        </Route>
        <Route
          path={PATHS.auth}
          element={<LazyScreen fallback={<StandaloneSkeleton />}>{<AuthScreen />}</LazyScreen>}
        />
        <Route path="*" element={<RouteError detail={NOT_FOUND} />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

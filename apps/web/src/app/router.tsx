import { lazy, type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ROUTE_PATTERNS } from "#web/config/paths.ts";
import { MainLayout } from "./main-layout";
import { NOT_FOUND, RouteError, RouteErrorBoundary } from "./route-error";
import { ScreenSkeleton, StandaloneSkeleton } from "./screen-skeleton";
import { LinesScreen } from "./screens/lines-screen";

const MapScreen = lazy(() => import("./screens/map-screen"));
const ReportScreen = lazy(async () => ({
  default: (await import("./screens/report-screen")).ReportScreen,
}));
const SettingsScreen = lazy(async () => ({
  default: (await import("./screens/settings-screen")).SettingsScreen,
}));
const AccuracyScreen = lazy(async () => ({
  default: (await import("./screens/accuracy-screen")).AccuracyScreen,
}));
const ModerateScreen = lazy(async () => ({
  default: (await import("./screens/moderate-screen")).ModerateScreen,
}));
const AuthScreen = lazy(async () => ({
  default: (await import("#web/features/auth/components/auth-screen.tsx")).AuthScreen,
}));

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
 * other screen is its own chunk (the map brings Leaflet), so / stays small on mobile data. React Router's
 * declarative mode, not its data router: nothing here loads data through the router, and the data router
 * costs about 17 KB gzip of the first screen (docs/decisions/032-web-app-structure.md).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<LinesScreen />} />
          <Route path={ROUTE_PATTERNS.map} element={<LazyScreen>{<MapScreen />}</LazyScreen>} />
          <Route path={ROUTE_PATTERNS.report} element={<LazyScreen>{<ReportScreen />}</LazyScreen>} />
          <Route path={ROUTE_PATTERNS.settings} element={<LazyScreen>{<SettingsScreen />}</LazyScreen>} />
          <Route path={ROUTE_PATTERNS.accuracy} element={<LazyScreen>{<AccuracyScreen />}</LazyScreen>} />
          <Route path={ROUTE_PATTERNS.moderate} element={<LazyScreen>{<ModerateScreen />}</LazyScreen>} />
        </Route>
        <Route
          path={ROUTE_PATTERNS.auth}
          element={<LazyScreen fallback={<StandaloneSkeleton />}>{<AuthScreen />}</LazyScreen>}
        />
        <Route path="*" element={<RouteError detail={NOT_FOUND} />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

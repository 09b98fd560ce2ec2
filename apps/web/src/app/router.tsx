import { createBrowserRouter } from "react-router";
import { LinesScreen } from "../features/lines/components/lines-screen";
import { MainLayout } from "./main-layout";
import { RouteError } from "./route-error";
import { ScreenSkeleton } from "./screen-skeleton";

/**
 * The route table of docs/product.md. Lines is in the first download; every other screen is its own
 * chunk, fetched when first opened (the map brings Leaflet), so / stays small on mobile data. A deep link
 * shows the layout and a skeleton while its screen's chunk loads (hydrateFallbackElement).
 */
export const routes = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <LinesScreen /> },
          {
            path: "map",
            hydrateFallbackElement: <ScreenSkeleton />,
            lazy: async () => ({ Component: (await import("../features/map/map-screen")).default }),
          },
          {
            path: "report",
            hydrateFallbackElement: <ScreenSkeleton />,
            lazy: async () => ({
              Component: (await import("../features/report/components/report-screen")).ReportScreen,
            }),
          },
          {
            path: "settings",
            hydrateFallbackElement: <ScreenSkeleton />,
            lazy: async () => ({
              Component: (await import("../features/settings/components/settings-screen")).SettingsScreen,
            }),
          },
        ],
      },
      {
        path: "auth",
        hydrateFallbackElement: <ScreenSkeleton />,
        lazy: async () => ({
          Component: (await import("../features/auth/components/auth-screen")).AuthScreen,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

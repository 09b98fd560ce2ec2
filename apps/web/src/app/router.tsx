import { createBrowserRouter } from "react-router";
import { AuthScreen } from "../features/auth/components/auth-screen";
import { LinesScreen } from "../features/lines/components/lines-screen";
import { ReportScreen } from "../features/report/components/report-screen";
import { SettingsScreen } from "../features/settings/components/settings-screen";
import { MainLayout } from "./main-layout";
import { RouteError } from "./route-error";

/** The route table of spec section 2. The map (and Leaflet) is a separate chunk, loaded only on /map. */
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
            lazy: async () => ({ Component: (await import("../features/map/map-screen")).default }),
          },
          { path: "report", element: <ReportScreen /> },
          { path: "settings", element: <SettingsScreen /> },
        ],
      },
      { path: "auth", element: <AuthScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { UpdatePrompt } from "#web/features/pwa/update-prompt.tsx";
import { HydratedScope } from "#web/hooks/use-hydrated.tsx";
import { AppRoutes } from "./router";

/**
 * The whole app inside the router its caller gives: the browser's in the page, a static one when the build
 * writes each screen's HTML (docs/decisions/088-the-first-screen-as-html.md).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydratedScope>
          <AppRoutes />
          <UpdatePrompt />
        </HydratedScope>
      </QueryClientProvider>
    </StrictMode>
  );
}

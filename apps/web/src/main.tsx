import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRoutes } from "#web/app/router.tsx";
import { UpdatePrompt } from "#web/features/pwa/update-prompt.tsx";
import { startLanguage } from "#web/lib/i18n/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { BrowserRouter } from "#web/lib/router/router.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first screen paints in the chosen language at once: with Filipino, its chunk loads first. Not a
// top-level await: the Filipino chunk shares modules with this one, which must finish evaluating first.
// The render waits for a task of its own, so a slow phone's main thread is not held by the scripts'
// evaluation and the first render together
// (docs/decisions/082-preact-runs-the-react-code.md).
void startLanguage()
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdatePrompt />
        </QueryClientProvider>
      </StrictMode>,
    );
  });

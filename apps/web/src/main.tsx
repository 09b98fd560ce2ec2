import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { startFirstRequests } from "#web/app/first-requests.ts";
import { AppRoutes } from "#web/app/router.tsx";
import { UpdatePrompt } from "#web/features/pwa/update-prompt.tsx";
import { startLanguage } from "#web/lib/i18n/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** Resolves in a task of its own, after what the browser has waiting (a paint, a response). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const queryClient = createQueryClient();

// The first screen paints in the chosen language at once: with Filipino, its chunk loads first. Not a
// top-level await: the Filipino chunk shares modules with this one, which must finish evaluating first.
// The scripts' evaluation, the first requests and the first render each have a task of their own, so a
// slow phone's main thread is never held for all three at once
// (docs/decisions/083-first-screen-in-short-tasks.md).
void startLanguage()
  .then(nextTask)
  .then(() => startFirstRequests(queryClient, window.location.pathname))
  .then(nextTask)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdatePrompt />
        </QueryClientProvider>
      </StrictMode>,
    );
  });

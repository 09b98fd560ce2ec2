import { MESSAGES, type ModerationOverview, moderationOverviewSchema } from "@riles/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { messages } from "../../../lib/i18n/i18n";

const OVERVIEW_QUERY_KEY = ["moderation"] as const;

async function fetchOverview(signal: AbortSignal): Promise<ModerationOverview> {
  const response = await fetch("/api/moderation", { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw await readRefusal(response, messages().moderation.failed);
  const parsed = moderationOverviewSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError(MESSAGES.invalidResponseFormat, response.status);
  return parsed.data;
}

/** Recent reports with their accounts, and the audit log; read again after every action. */
export function useModerationOverview() {
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: ({ signal }) => fetchOverview(signal) });
}

export type ModerationAction =
  | { kind: "hide" | "unhide"; reportId: string; reason: string }
  | { kind: "suspend"; reportId: string; reason: string; days: number }
  | { kind: "lift"; suspensionId: string; reason: string };

function actionRequest(action: ModerationAction): { path: string; body: object } {
  switch (action.kind) {
    case "lift":
      return {
        path: `/api/moderation/suspensions/${action.suspensionId}/lift`,
        body: { reason: action.reason },
      };
    case "suspend":
      return {
        path: `/api/moderation/reports/${action.reportId}/suspend`,
        body: { reason: action.reason, days: action.days },
      };
    default:
      return {
        path: `/api/moderation/reports/${action.reportId}/${action.kind}`,
        body: { reason: action.reason },
      };
  }
}

/** One moderator action; the list and the audit are read again whatever the answer. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ModerationAction) => {
      const { path, body } = actionRequest(action);
      let response: Response;
      try {
        response = await fetch(path, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      } catch {
        throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
      }
      if (!response.ok) throw await readRefusal(response, messages().serverRefused(response.status));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY }),
  });
}

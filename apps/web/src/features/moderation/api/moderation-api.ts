import { type ModerationOverview, moderationOverviewSchema, type TRUST_RULES } from "@riles/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { messages } from "#web/lib/i18n/i18n.ts";

const OVERVIEW_QUERY_KEY = ["moderation"] as const;

async function fetchOverview(signal: AbortSignal): Promise<ModerationOverview> {
  const body = await answerOf(api.GET("/api/moderation", { signal }), {
    signal,
    fallback: () => messages().moderation.failed,
  });
  const parsed = moderationOverviewSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(messages().invalidResponseFormat, 200);
  return parsed.data;
}

/** Recent reports with their accounts, and the audit log; read again after every action. */
export function useModerationOverview() {
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: ({ signal }) => fetchOverview(signal) });
}

/** The periods a suspension may last (core's trust rules). */
export type SuspensionDays = (typeof TRUST_RULES.suspensionDays)[number];

export type ModerationAction =
  | { kind: "hide" | "unhide"; reportId: string; reason: string }
  | { kind: "suspend"; reportId: string; reason: string; days: SuspensionDays }
  | { kind: "lift"; suspensionId: string; reason: string };

const REPORT_ACTION_PATHS = {
  hide: "/api/moderation/reports/{id}/hide",
  unhide: "/api/moderation/reports/{id}/unhide",
} as const;

/** The action's request: the path of its kind, the reason, and the days of a suspension. */
function sendAction(action: ModerationAction) {
  switch (action.kind) {
    case "lift":
      return api.POST("/api/moderation/suspensions/{id}/lift", {
        params: { path: { id: action.suspensionId } },
        body: { reason: action.reason },
      });
    case "suspend":
      return api.POST("/api/moderation/reports/{id}/suspend", {
        params: { path: { id: action.reportId } },
        body: { reason: action.reason, days: action.days },
      });
    case "hide":
    case "unhide":
      return api.POST(REPORT_ACTION_PATHS[action.kind], {
        params: { path: { id: action.reportId } },
        body: { reason: action.reason },
      });
  }
}

/** One moderator action; the list and the audit are read again whatever the answer. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ModerationAction) => {
      await answerOf<unknown>(sendAction(action));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY }),
  });
}

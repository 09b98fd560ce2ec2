import type { FeedbackInput } from "@riles/core";
import { useMutation } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { messages } from "#web/lib/i18n/i18n.ts";

/** Stores a bug report with our server (POST /api/feedback); throws the message the form shows. */
async function sendFeedback(input: FeedbackInput): Promise<void> {
  await answerOf(api.POST("/api/feedback", { body: input }), { fallback: messages().feedbackFailed });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

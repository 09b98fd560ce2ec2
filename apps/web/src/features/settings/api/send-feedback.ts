import type { FeedbackInput } from "@riles/core";
import { useMutation } from "@tanstack/react-query";
import { answerOf, api } from "../../../lib/api/api-client";
import { messages } from "../../../lib/i18n/i18n";

/** Stores a bug report with our server (POST /api/feedback); throws the message the form shows. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  await answerOf(api.POST("/api/feedback", { body: input }), { fallback: messages().feedbackFailed });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

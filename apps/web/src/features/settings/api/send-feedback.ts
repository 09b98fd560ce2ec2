import { type FeedbackInput, MESSAGES } from "@riles/core";
import { useMutation } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { messages } from "../../../lib/i18n/i18n";

/** Stores a bug report with our server (POST /api/feedback); throws the message the form shows. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (response.ok) return;
  throw await readRefusal(response, messages().feedbackFailed(response.status));
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

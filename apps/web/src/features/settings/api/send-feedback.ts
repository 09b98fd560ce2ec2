import { type FeedbackInput, MESSAGES } from "@riles/core";
import { apiErrorMessage } from "../../../lib/api-error-message";

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
    throw new Error(MESSAGES.databaseConnectionFailed);
  }
  if (response.ok) return;
  throw new Error(
    await apiErrorMessage(
      response,
      `The report could not be sent (HTTP ${response.status}). Please try again.`,
    ),
  );
}

import type { z } from "zod";

/** The message to show for a failed parse: the first issue's, which our schemas phrase for people. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

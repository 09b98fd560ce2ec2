import type { core } from "zod";

/**
 * The message to show for a failed parse: the first issue's, which our schemas phrase for people. Takes
 * the shared error type of zod and zod/mini schemas.
 */
export function firstIssueMessage(error: core.$ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

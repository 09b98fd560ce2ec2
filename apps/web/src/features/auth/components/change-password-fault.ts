import { ApiError } from "#web/lib/api-error.ts";

/** Which part of the password change a refusal is about: a field, or the form as a whole. */
export interface PasswordFault {
  field: "current" | "new" | "form";
  message: string;
}

/** The server's refusals of the new password: core's rules, the common ones, better-auth's own bounds. */
const NEW_PASSWORD_CODES = new Set([
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordBlank",
  "passwordTooCommon",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
]);

/**
 * A failed change as the form shows it: a wrong current password or a refused new one under its field, so
 * the rider corrects it where it is typed; too many attempts, no connection or a server away in the box.
 */
export function changePasswordFault(error: unknown): PasswordFault {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { field: "form", message };
  if (error.code === "INVALID_PASSWORD") return { field: "current", message };
  if (error.code && NEW_PASSWORD_CODES.has(error.code)) return { field: "new", message };
  return { field: "form", message };
}

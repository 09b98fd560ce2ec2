import {
  type Credentials,
  credentialsSchema,
  firstRefusal,
  type RefusalTexts,
  refusalOfIssue,
  refusalWords,
  type WebTexts,
} from "@riles/core";
import type { AuthMessages } from "./auth-landing";

/**
 * The sign-in or sign-up form checked by core's rules: the credentials, or the messages to show, with
 * each field at fault named (the spec's message, then which fields are missing, when several are empty).
 */
export function checkCredentials(
  email: string,
  password: string,
  t: WebTexts,
  refusals: RefusalTexts,
): { ok: true; credentials: Credentials } | { ok: false; messages: AuthMessages } {
  const parsed = credentialsSchema.safeParse({ email, password });
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const fields: AuthMessages["fields"] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !fields[field])
      fields[field] = refusalWords(refusals, refusalOfIssue(issue.message));
  }
  const missing = (["email", "password"] as const).filter(
    (field) => !(field === "email" ? email.trim() : password),
  );
  const error =
    missing.length > 1
      ? t.missingFields(missing.map((field) => t[field]).join(", "))
      : refusalWords(refusals, firstRefusal(parsed.error));
  return { ok: false, messages: { error, success: null, fields } };
}

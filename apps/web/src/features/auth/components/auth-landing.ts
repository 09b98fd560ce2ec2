import type { WebTexts } from "@riles/core";

/** Which form the auth screen shows. */
export type AuthMode = "sign-in" | "sign-up" | "forgot" | "reset";

/**
 * The messages above the form; `unconfirmed` offers to send the confirmation link again; `fields` are the
 * messages under the fields at fault (by field name).
 */
export interface AuthMessages {
  error: string | null;
  success: string | null;
  unconfirmed?: boolean;
  fields?: Partial<Record<"email" | "password", string>>;
}

export const NO_MESSAGES: AuthMessages = { error: null, success: null };

/**
 * How the screen opens from its address: the mailed links land here (the confirmation link with
 * `confirmed=1`, the reset link with `mode=reset` and a token), and better-auth adds `error=` to either
 * when its token is bad.
 */
export function authLanding(
  params: URLSearchParams,
  t: WebTexts,
): {
  mode: AuthMode;
  token: string | null;
  messages: AuthMessages;
} {
  const failed = params.has("error");
  if (params.get("mode") === "reset") {
    const token = params.get("token");
    if (token && !failed) return { mode: "reset", token, messages: NO_MESSAGES };
    return { mode: "forgot", token: null, messages: { error: t.resetLinkFailed, success: null } };
  }
  if (failed)
    return {
      mode: "sign-in",
      token: null,
      messages: { error: t.confirmationLinkFailed, success: null },
    };
  if (params.get("confirmed") === "1") {
    return { mode: "sign-in", token: null, messages: { error: null, success: t.addressConfirmed } };
  }
  return { mode: "sign-in", token: null, messages: NO_MESSAGES };
}

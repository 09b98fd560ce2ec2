/**
 * Where the e-mail confirmation link lands: the server sends it, the sign-in screen reads it and says the
 * address is confirmed (better-auth appends `&error=...` when the token is bad or expired).
 */
export const CONFIRMED_PATH = "/auth?confirmed=1";

/** Where the password reset link lands; better-auth appends `&token=...`, or `&error=INVALID_TOKEN`. */
export const RESET_PASSWORD_PATH = "/auth?mode=reset";

import type { AuthRefusalTexts } from "../en/auth-refusal-texts";
import { MESSAGES_FIL } from "./messages";
import { REFUSAL_TEXTS_FIL } from "./refusal-texts";

/** better-auth's own refusals on /api/auth/* by their code, in Filipino. */
export const AUTH_REFUSAL_TEXTS_FIL: AuthRefusalTexts = {
  INVALID_EMAIL_OR_PASSWORD: "Mali ang email o password",
  USER_ALREADY_EXISTS: "May account na ang email na ito. Gumamit ng ibang email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "May account na ang email na ito. Gumamit ng ibang email.",
  INVALID_PASSWORD: "Mali ang password",
  INVALID_EMAIL: "Hindi tamang email address",
  PASSWORD_TOO_SHORT: REFUSAL_TEXTS_FIL.passwordTooShort,
  PASSWORD_TOO_LONG: REFUSAL_TEXTS_FIL.passwordTooLong,
  EMAIL_NOT_VERIFIED: MESSAGES_FIL.emailNotConfirmed,
  INVALID_TOKEN: "Hindi valid o expired na ang link",
  TOKEN_EXPIRED: "Expired na ang link",
  USER_NOT_FOUND: "Walang account na ganito",
  SESSION_EXPIRED: "Expired na ang iyong session. Mag-sign in ulit.",
  SESSION_NOT_FRESH: "Mag-sign in ulit bago ito gawin.",
  EMAIL_ALREADY_VERIFIED: "Nakumpirma na ang email na ito",
  FAILED_TO_CREATE_USER: "Hindi nagawa ang account. Pakisubukan ulit.",
  FAILED_TO_CREATE_SESSION: "Hindi ka ma-sign in ngayon. Pakisubukan ulit.",
};

import { MESSAGES } from "./messages";

/**
 * better-auth's own refusals on /api/auth/* by their code. English shows better-auth's words, except
 * where the product words it itself (docs/product.md: the screen wording for unconfirmed e-mail).
 */
export type AuthRefusalTexts = Partial<Record<string, string>>;

export const AUTH_REFUSAL_TEXTS_EN: AuthRefusalTexts = {
  EMAIL_NOT_VERIFIED: MESSAGES.emailNotConfirmed,
};

import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants";
import { LANGUAGES } from "../i18n/languages";
import { REFUSAL_MESSAGES } from "../i18n/refusal-messages";
import { MESSAGES } from "../messages";
import { isStorableText } from "./storable-text";

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(MAX_EMAIL_LENGTH, { error: MESSAGES.emailTooLong })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  // RFC 5321: the part before the @ is at most 64 characters.
  .refine((address) => address.indexOf("@") <= 64, { error: MESSAGES.emailInvalid });

/** A password as a person chooses it: long enough, not blank, and within what the hash accepts. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: MESSAGES.passwordTooLong })
  .refine((password) => password.trim().length > 0, { error: MESSAGES.passwordBlank })
  .refine(isStorableText, { error: MESSAGES.textNotStorable });

/** The sign-in and sign-up form; the server checks the same rules. */
export const credentialsSchema = z.object({ email, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

export const accountNameSchema = z
  .string({ error: MESSAGES.nameInvalid })
  .trim()
  .min(1, { error: MESSAGES.nameInvalid })
  .max(MAX_NAME_LENGTH, { error: MESSAGES.nameInvalid })
  .refine(isStorableText, { error: MESSAGES.textNotStorable });

/**
 * Sign-up as the server takes it: the form's credentials, the account's display name and the language
 * its mails are written in (English when not given).
 */
export const signUpSchema = credentialsSchema.extend({
  name: accountNameSchema,
  language: z.enum(LANGUAGES, { error: REFUSAL_MESSAGES.languageInvalid }).optional(),
});

import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants";
import { LANGUAGES } from "../i18n/languages";
import { issueText } from "../refusals/refusal";
import { isStorableText } from "./storable-text";

const email = z
  .string({ error: issueText({ code: "emailRequired" }) })
  .trim()
  .min(1, { error: issueText({ code: "emailRequired" }) })
  .max(MAX_EMAIL_LENGTH, { error: issueText({ code: "emailTooLong" }) })
  .pipe(z.email({ error: issueText({ code: "emailInvalid" }) }))
  // RFC 5321: the part before the @ is at most 64 characters.
  .refine((address) => address.indexOf("@") <= 64, { error: issueText({ code: "emailInvalid" }) });

/** A password as a person chooses it: long enough, not blank, and within what the hash accepts. */
export const passwordSchema = z
  .string({ error: issueText({ code: "passwordRequired" }) })
  .min(1, { error: issueText({ code: "passwordRequired" }) })
  .min(MIN_PASSWORD_LENGTH, { error: issueText({ code: "passwordTooShort" }) })
  .max(MAX_PASSWORD_LENGTH, { error: issueText({ code: "passwordTooLong" }) })
  .refine((password) => password.trim().length > 0, { error: issueText({ code: "passwordBlank" }) })
  .refine(isStorableText, { error: issueText({ code: "textNotStorable" }) });

/** The sign-in and sign-up form; the server checks the same rules. */
export const credentialsSchema = z.object({ email, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

export const accountNameSchema = z
  .string({ error: issueText({ code: "nameInvalid" }) })
  .trim()
  .min(1, { error: issueText({ code: "nameInvalid" }) })
  .max(MAX_NAME_LENGTH, { error: issueText({ code: "nameInvalid" }) })
  .refine(isStorableText, { error: issueText({ code: "textNotStorable" }) });

/**
 * Sign-up as the server takes it: the form's credentials, the account's display name and the language
 * its mails are written in (English when not given).
 */
export const signUpSchema = credentialsSchema.extend({
  name: accountNameSchema,
  language: z.enum(LANGUAGES, { error: issueText({ code: "languageInvalid" }) }).optional(),
});

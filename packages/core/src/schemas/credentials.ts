import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../constants";
import { MESSAGES } from "../messages";

/** The sign-in and sign-up form; the server checks the same rules. */
export const credentialsSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort }),
});

export type Credentials = z.infer<typeof credentialsSchema>;

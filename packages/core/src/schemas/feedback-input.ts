import { z } from "zod";
import { FEEDBACK_MESSAGE_MAX_LENGTH } from "../constants";
import { MESSAGES } from "../messages";
import { isStorableText } from "./storable-text";
import { unknownFieldsMessage } from "./validation-messages";

/** Our own bug-report form (Settings, when no external form is configured). */
export const feedbackInputSchema = z.strictObject(
  {
    message: z
      .string({ error: MESSAGES.feedbackMessageRequired })
      .trim()
      .min(1, { error: MESSAGES.feedbackMessageRequired })
      .max(FEEDBACK_MESSAGE_MAX_LENGTH, { error: MESSAGES.feedbackMessageTooLong })
      .refine(isStorableText, { error: MESSAGES.textNotStorable }),
    // A form sends an empty field as "": that means no contact, not a bad address.
    contact: z
      .string({ error: MESSAGES.feedbackContactInvalid })
      .trim()
      .optional()
      .transform((contact) => contact || undefined)
      .pipe(z.email({ error: MESSAGES.feedbackContactInvalid }).optional()),
    page: z
      .string({ error: MESSAGES.feedbackPageInvalid })
      .max(300, { error: MESSAGES.feedbackPageInvalid })
      // One leading slash: "//host" and "/\host" are other sites to a browser, not paths of the app.
      .regex(/^\/(?![/\\])[^\s\\]*$/, { error: MESSAGES.feedbackPageInvalid })
      .refine(isStorableText, { error: MESSAGES.feedbackPageInvalid })
      .optional(),
  },
  {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return unknownFieldsMessage(issue.keys);
      if (issue.code === "invalid_type") return MESSAGES.bodyNotObject;
      return undefined;
    },
  },
);

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

import { z } from "zod";
import { FEEDBACK_MESSAGE_MAX_LENGTH } from "../constants";
import { issueText } from "../refusals/refusal";
import { strictObjectIssue } from "./issues";
import { isStorableText } from "./storable-text";

/** Our own bug-report form (Settings, when no external form is configured). */
export const feedbackInputSchema = z.strictObject(
  {
    message: z
      .string({ error: issueText({ code: "feedbackMessageRequired" }) })
      .trim()
      .min(1, { error: issueText({ code: "feedbackMessageRequired" }) })
      .max(FEEDBACK_MESSAGE_MAX_LENGTH, { error: issueText({ code: "feedbackMessageTooLong" }) })
      .refine(isStorableText, { error: issueText({ code: "textNotStorable" }) }),
    // A form sends an empty field as "": that means no contact, not a bad address.
    contact: z
      .string({ error: issueText({ code: "feedbackContactInvalid" }) })
      .trim()
      .optional()
      .transform((contact) => contact || undefined)
      .pipe(z.email({ error: issueText({ code: "feedbackContactInvalid" }) }).optional()),
    page: z
      .string({ error: issueText({ code: "feedbackPageInvalid" }) })
      .max(300, { error: issueText({ code: "feedbackPageInvalid" }) })
      // One leading slash: "//host" and "/\host" are other sites to a browser, not paths of the app.
      .regex(/^\/(?![/\\])[^\s\\]*$/, { error: issueText({ code: "feedbackPageInvalid" }) })
      .refine(isStorableText, { error: issueText({ code: "feedbackPageInvalid" }) })
      .optional(),
  },
  { error: strictObjectIssue },
);

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

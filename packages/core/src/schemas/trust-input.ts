import { z } from "zod";
import { MODERATION_REASON_MAX_LENGTH } from "../constants";
import { REFUSAL_MESSAGES } from "../i18n/refusal-messages";
import { MESSAGES } from "../messages";
import { TRUST_RULES, VOTES } from "../trust/trust-rules";
import { isStorableText } from "./storable-text";
import { unknownFieldsMessage } from "./validation-messages";

const objectError = {
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code === "unrecognized_keys") return unknownFieldsMessage(issue.keys);
    if (issue.code === "invalid_type") return MESSAGES.bodyNotObject;
    return undefined;
  },
};

/** POST /api/reports/{id}/vote: a rider's word on another rider's report; sent again, it replaces it. */
export const voteInputSchema = z.strictObject(
  { vote: z.enum(VOTES, { error: REFUSAL_MESSAGES.voteInvalid }) },
  objectError,
);

const reason = z
  .string({ error: REFUSAL_MESSAGES.moderationReasonRequired })
  .trim()
  .min(1, { error: REFUSAL_MESSAGES.moderationReasonRequired })
  .max(MODERATION_REASON_MAX_LENGTH, { error: REFUSAL_MESSAGES.moderationReasonTooLong })
  .refine(isStorableText, { error: MESSAGES.textNotStorable });

/** Hiding a report, and lifting a hide or a suspension: the audit keeps why. */
export const moderationReasonSchema = z.strictObject({ reason }, objectError);

/** Suspending the account behind a report, for one of the periods a moderator may choose. */
export const suspensionInputSchema = z.strictObject(
  {
    reason,
    days: z.union(
      TRUST_RULES.suspensionDays.map((days) => z.literal(days)),
      { error: REFUSAL_MESSAGES.suspensionDaysInvalid },
    ),
  },
  objectError,
);

/** A report or a suspension named in a moderation route's path (PostgreSQL's uuid form). */
export const moderationTargetSchema = z.strictObject({
  id: z.guid({ error: REFUSAL_MESSAGES.moderationIdInvalid }),
});

export type VoteInput = z.infer<typeof voteInputSchema>;
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

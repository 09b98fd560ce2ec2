import { z } from "zod";
import { MODERATION_REASON_MAX_LENGTH } from "../constants";
import { issueText } from "../refusals/refusal";
import { TRUST_RULES, VOTES } from "../trust/trust-rules";
import { strictObjectIssue } from "./issues";
import { isStorableText } from "./storable-text";

/** POST /api/reports/{id}/vote: a rider's word on another rider's report; sent again, it replaces it. */
export const voteInputSchema = z.strictObject(
  { vote: z.enum(VOTES, { error: issueText({ code: "voteInvalid" }) }) },
  { error: strictObjectIssue },
);

const reason = z
  .string({ error: issueText({ code: "moderationReasonRequired" }) })
  .trim()
  .min(1, { error: issueText({ code: "moderationReasonRequired" }) })
  .max(MODERATION_REASON_MAX_LENGTH, { error: issueText({ code: "moderationReasonTooLong" }) })
  .refine(isStorableText, { error: issueText({ code: "textNotStorable" }) });

/** Hiding a report, and lifting a hide or a suspension: the audit keeps why. */
export const moderationReasonSchema = z.strictObject({ reason }, { error: strictObjectIssue });

/** Suspending the account behind a report, for one of the periods a moderator may choose. */
export const suspensionInputSchema = z.strictObject(
  {
    reason,
    days: z.union(
      TRUST_RULES.suspensionDays.map((days) => z.literal(days)),
      { error: issueText({ code: "suspensionDaysInvalid" }) },
    ),
  },
  { error: strictObjectIssue },
);

/** A report or a suspension named in a moderation route's path (PostgreSQL's uuid form). */
export const moderationTargetSchema = z.strictObject({
  id: z.guid({ error: issueText({ code: "moderationIdInvalid" }) }),
});

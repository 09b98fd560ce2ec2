import * as z from "zod/mini";
import { REPORT_STATUSES } from "../domain-types";
import { VOTES, WITHDRAWAL_REASONS } from "../trust/trust-rules";
import { reportRowSchema } from "./report-row";

// zod/mini: the arrivals read the votes answer and the stream's withdrawals (docs/decisions/015).

const count = z.number().check(z.int(), z.nonnegative());
const instant = z.iso.datetime({ offset: true });

/** GET and POST /api/reports/{id}/vote(s): the counts, and for a signed-in rider their own standing. */
export const reportVotesSchema = z.object({
  confirmed_by: count,
  disputed_by: count,
  /** False once the report no longer counts (disputed, hidden or its account suspended). */
  counts: z.boolean(),
  /** The asker's vote; null when none or signed out. */
  mine: z.nullable(z.enum(VOTES)),
  /** The asker sent this report (they cannot vote on it). */
  own: z.boolean(),
});

/** The stream's `withdrawn` event (a report stopped counting, and why) and `restored` (no reason). */
export const withdrawnReportSchema = z.object({
  id: z.string().check(z.minLength(1)),
  line_id: reportRowSchema.shape.line_id,
  station_id: z.string().check(z.minLength(1)),
  direction: reportRowSchema.shape.direction,
  status: z.enum(REPORT_STATUSES),
  reason: z.optional(z.enum(WITHDRAWAL_REASONS)),
});

/** One report on the moderation screen, with what a moderator needs to judge its account. */
const moderatedReportSchema = z.object({
  report: reportRowSchema,
  confirmed_by: count,
  disputed_by: count,
  counts: z.boolean(),
  own: z.boolean(),
  hidden: z.nullable(z.object({ reason: z.string(), at: instant })),
  reporter: z.nullable(
    z.object({
      account_created_at: instant,
      reports_last_24h: count,
      /** How many of the account's reports riders disputed away. */
      disputed_reports: count,
      suspension: z.nullable(z.object({ id: z.string(), until: instant, reason: z.string() })),
    }),
  ),
});

const AUDIT_ACTIONS = [
  "hide",
  "unhide",
  "suspend",
  "lift-suspension",
  "grant-moderator",
  "revoke-moderator",
] as const;

/** One line of the audit log: who did what, when, to which report or account, and why. */
const auditEntrySchema = z.object({
  id: z.string(),
  at: instant,
  /** The moderator's e-mail; null for the operator's command line or a deleted account. */
  moderator: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  report_id: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  until: z.nullable(instant),
});

export const moderationOverviewSchema = z.object({
  reports: z.array(moderatedReportSchema),
  audit: z.array(auditEntrySchema),
});

/** GET /api/account/roles: what the signed-in account may do beyond reporting. */
export const accountRolesSchema = z.object({ moderator: z.boolean() });

export type ReportVotes = z.infer<typeof reportVotesSchema>;
export type WithdrawnReport = z.infer<typeof withdrawnReportSchema>;
export type ModeratedReport = z.infer<typeof moderatedReportSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ModerationOverview = z.infer<typeof moderationOverviewSchema>;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

import { z } from "zod";
import { CROWD_LEVELS, LINE_IDS, REPORT_STATUSES } from "../domain-types";
import { issueText } from "../refusals/refusal";
import { notOneOfIssue, strictObjectIssue, unknownLineIssue } from "./issues";
import { directionField, targetIssues } from "./target-issues";

const requiredId = z
  .string({ error: issueText({ code: "reportIdsRequired" }) })
  .trim()
  .min(1, { error: issueText({ code: "reportIdsRequired" }) });

/**
 * A train report as a client submits it. Strict: the server sets created_at and the reporter, so a
 * client that sends them (or anything else) is refused rather than silently ignored.
 */
export const reportInputSchema = z
  .strictObject(
    {
      line_id: requiredId.pipe(z.enum(LINE_IDS, { error: unknownLineIssue })),
      station_id: requiredId,
      direction: directionField,
      status: z.enum(REPORT_STATUSES, {
        error: (issue) => notOneOfIssue("status", REPORT_STATUSES, issue.input),
      }),
      crowd_level: z.enum(CROWD_LEVELS, {
        error: (issue) => notOneOfIssue("crowd_level", CROWD_LEVELS, issue.input),
      }),
    },
    { error: strictObjectIssue },
  )
  // Runs only once every field parsed, so the line is known to exist here.
  .check((ctx) => {
    ctx.issues.push(...targetIssues(ctx.value));
  });

export type ReportInput = z.infer<typeof reportInputSchema>;

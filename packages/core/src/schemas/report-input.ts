import { z } from "zod";
import { CROWD_LEVELS, DIRECTIONS, LINE_IDS, REPORT_STATUSES } from "../domain-types";
import { directionsOf, isDirectionOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";
import { servingDirections } from "../schedule/serving-directions";
import { notOneOfIssue, strictObjectIssue, unknownLineIssue } from "./issues";

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
      direction: z.enum(DIRECTIONS, {
        error: (issue) =>
          issueText(
            issue.input === undefined
              ? { code: "directionRequired" }
              : { code: "unknownDirection", params: shownInput(issue.input) },
          ),
      }),
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
    const report = ctx.value;
    const line = getLine(report.line_id);
    if (!line) return;
    const station = getStation(line.id, report.station_id);
    if (!station) {
      ctx.issues.push({
        code: "custom",
        input: report.station_id,
        path: ["station_id"],
        message: issueText({
          code: "unknownStation",
          params: { line: line.name, ...shownInput(report.station_id) },
        }),
      });
    }
    if (!isDirectionOf(line.id, report.direction)) {
      ctx.issues.push({
        code: "custom",
        input: report.direction,
        path: ["direction"],
        message: issueText({
          code: "wrongDirection",
          params: { line: line.name, runs: directionsOf(line.id), direction: report.direction },
        }),
      });
      return;
    }
    // A report is of a train leaving the station: none leaves a terminus in the direction that ends there.
    const serving = station ? servingDirections(line.id, station.id) : [];
    if (station && !serving.includes(report.direction)) {
      ctx.issues.push({
        code: "custom",
        input: report.direction,
        path: ["direction"],
        message: issueText({
          code: "notServedDirection",
          params: { line: line.name, station: station.name, direction: report.direction, serving },
        }),
      });
    }
  });

export type ReportInput = z.infer<typeof reportInputSchema>;

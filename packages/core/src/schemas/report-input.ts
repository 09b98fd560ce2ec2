import { z } from "zod";
import { CROWD_LEVELS, DIRECTIONS, LINE_IDS, REPORT_STATUSES } from "../domain-types";
import { isDirectionOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { MESSAGES } from "../messages";
import { servingDirections } from "../schedule/serving-directions";
import {
  notOneOfMessage,
  notServedDirectionMessage,
  unknownDirectionMessage,
  unknownFieldsMessage,
  unknownLineMessage,
  unknownStationMessage,
  wrongDirectionMessage,
} from "./validation-messages";

const requiredId = z
  .string({ error: MESSAGES.reportIdsRequired })
  .trim()
  .min(1, { error: MESSAGES.reportIdsRequired });

/**
 * A train report as a client submits it. Strict: the server sets created_at and the reporter, so a
 * client that sends them (or anything else) is refused rather than silently ignored.
 */
export const reportInputSchema = z
  .strictObject(
    {
      line_id: requiredId.pipe(z.enum(LINE_IDS, { error: (issue) => unknownLineMessage(issue.input) })),
      station_id: requiredId,
      direction: z.enum(DIRECTIONS, {
        error: (issue) =>
          issue.input === undefined ? "Direction is required" : unknownDirectionMessage(issue.input),
      }),
      status: z.enum(REPORT_STATUSES, {
        error: (issue) => notOneOfMessage("Train status", REPORT_STATUSES, issue.input),
      }),
      crowd_level: z.enum(CROWD_LEVELS, {
        error: (issue) => notOneOfMessage("Crowd level", CROWD_LEVELS, issue.input),
      }),
    },
    {
      error: (issue) => {
        if (issue.code === "unrecognized_keys") return unknownFieldsMessage(issue.keys);
        if (issue.code === "invalid_type") return MESSAGES.bodyNotObject;
        return undefined;
      },
    },
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
        message: unknownStationMessage(line, report.station_id),
      });
    }
    if (!isDirectionOf(line.id, report.direction)) {
      ctx.issues.push({
        code: "custom",
        input: report.direction,
        path: ["direction"],
        message: wrongDirectionMessage(line, report.direction),
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
        message: notServedDirectionMessage(line, station, report.direction, serving),
      });
    }
  });

export type ReportInput = z.infer<typeof reportInputSchema>;

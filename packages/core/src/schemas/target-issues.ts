import { type core, z } from "zod";
import { DIRECTIONS, type Direction, type LineId } from "../domain-types";
import { directionsOf, isDirectionOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";
import { servingDirections } from "../schedule/serving-directions";

/** A report's or a reminder's direction: required, and one of the four. */
export const directionField = z.enum(DIRECTIONS, {
  error: (issue) =>
    issueText(
      issue.input === undefined
        ? { code: "directionRequired" }
        : { code: "unknownDirection", params: shownInput(issue.input) },
    ),
});

/** A line, station and direction that each parsed on their own (a report's, a reminder's). */
interface Target {
  line_id: LineId;
  station_id: string;
  direction: Direction;
}

/**
 * What is wrong with the three together, as zod issues: a station not on the line, a direction the line
 * does not run, or one in which no train leaves the station (a terminus, in the direction ending there).
 */
export function targetIssues(target: Target): core.$ZodRawIssue[] {
  const line = getLine(target.line_id);
  if (!line) return [];
  const issues: core.$ZodRawIssue[] = [];
  const issue = (path: keyof Target, message: string) =>
    issues.push({ code: "custom", input: target[path], path: [path], message });
  const station = getStation(line.id, target.station_id);
  if (!station) {
    issue(
      "station_id",
      issueText({ code: "unknownStation", params: { line: line.name, ...shownInput(target.station_id) } }),
    );
  }
  if (!isDirectionOf(line.id, target.direction)) {
    issue(
      "direction",
      issueText({
        code: "wrongDirection",
        params: { line: line.name, runs: directionsOf(line.id), direction: target.direction },
      }),
    );
    return issues;
  }
  const serving = station ? servingDirections(line.id, station.id) : [];
  if (station && !serving.includes(target.direction)) {
    issue(
      "direction",
      issueText({
        code: "notServedDirection",
        params: { line: line.name, station: station.name, direction: target.direction, serving },
      }),
    );
  }
  return issues;
}

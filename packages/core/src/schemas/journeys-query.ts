import { z } from "zod";
import { LINE_IDS } from "../domain-types";
import { FARE_MEDIA, RIDER_CATEGORIES } from "../fares/fare-rules";
import { getLine, getStation } from "../lines/lines";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";
import { notOneOfIssue, unknownLineIssue } from "./issues";

const requiredEnd = z
  .string({ error: issueText({ code: "journeyEndsRequired" }) })
  .trim()
  .min(1, { error: issueText({ code: "journeyEndsRequired" }) });
const line = requiredEnd.pipe(z.enum(LINE_IDS, { error: unknownLineIssue }));

/**
 * GET /api/journeys?from_line=&from_station=&to_line=&to_station=[&at=][&medium=][&rider=]: both ends, the
 * moment of leaving (now when absent) and the rider's fare kind (beep, regular when absent).
 */
export const journeysQuerySchema = z
  .object({
    from_line: line,
    from_station: requiredEnd,
    to_line: line,
    to_station: requiredEnd,
    at: z.iso.datetime({ offset: true, error: issueText({ code: "journeyTimeInvalid" }) }).optional(),
    medium: z
      .enum(FARE_MEDIA, { error: (issue) => notOneOfIssue("medium", FARE_MEDIA, issue.input) })
      .default("beep"),
    rider: z
      .enum(RIDER_CATEGORIES, { error: (issue) => notOneOfIssue("rider", RIDER_CATEGORIES, issue.input) })
      .default("regular"),
  })
  .check((ctx) => {
    for (const end of ["from", "to"] as const) {
      const known = getLine(ctx.value[`${end}_line`]);
      const stationId = ctx.value[`${end}_station`];
      if (known && !getStation(known.id, stationId)) {
        ctx.issues.push({
          code: "custom",
          input: stationId,
          path: [`${end}_station`],
          message: issueText({
            code: "unknownStation",
            params: { line: known.name, ...shownInput(stationId) },
          }),
        });
        return;
      }
    }
    if (ctx.value.from_line === ctx.value.to_line && ctx.value.from_station === ctx.value.to_station) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.to_station,
        path: ["to_station"],
        message: issueText({ code: "journeySameStation" }),
      });
    }
  });

export type JourneysQuery = z.infer<typeof journeysQuerySchema>;

import { z } from "zod";
import { LINE_IDS } from "../domain-types";
import { getLine, getStation } from "../lines/lines";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";
import { unknownLineIssue } from "./issues";

const requiredParam = z
  .string({ error: issueText({ code: "invalidEtaParams" }) })
  .trim()
  .min(1, { error: issueText({ code: "invalidEtaParams" }) });

/** GET /api/reports?line=&station= (extra query parameters, such as cache busters, are ignored). */
export const reportsQuerySchema = z
  .object({
    line: requiredParam.pipe(z.enum(LINE_IDS, { error: unknownLineIssue })),
    station: requiredParam,
  })
  .check((ctx) => {
    const line = getLine(ctx.value.line);
    if (line && !getStation(line.id, ctx.value.station)) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.station,
        path: ["station"],
        message: issueText({
          code: "unknownStation",
          params: { line: line.name, ...shownInput(ctx.value.station) },
        }),
      });
    }
  });

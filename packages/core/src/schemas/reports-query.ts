import { z } from "zod";
import { LINE_IDS } from "../domain-types";
import { getLine, getStation } from "../lines/lines";
import { MESSAGES } from "../messages";
import { unknownLineMessage, unknownStationMessage } from "./validation-messages";

const requiredParam = z
  .string({ error: MESSAGES.invalidEtaParams })
  .trim()
  .min(1, { error: MESSAGES.invalidEtaParams });

/** GET /api/reports?line=&station= (extra query parameters, such as cache busters, are ignored). */
export const reportsQuerySchema = z
  .object({
    line: requiredParam.pipe(z.enum(LINE_IDS, { error: (issue) => unknownLineMessage(issue.input) })),
    station: requiredParam,
  })
  .check((ctx) => {
    const line = getLine(ctx.value.line);
    if (line && !getStation(line.id, ctx.value.station)) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.station,
        path: ["station"],
        message: unknownStationMessage(line, ctx.value.station),
      });
    }
  });

export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

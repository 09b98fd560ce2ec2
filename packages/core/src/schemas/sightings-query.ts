import { z } from "zod";
import { LINE_IDS } from "../domain-types";
import { issueText } from "../refusals/refusal";
import { unknownLineIssue } from "./issues";

/** GET /api/sightings?line= (extra query parameters, such as cache busters, are ignored). */
export const sightingsQuerySchema = z.object({
  line: z
    .string({ error: issueText({ code: "invalidEtaParams" }) })
    .trim()
    .min(1, { error: issueText({ code: "invalidEtaParams" }) })
    .pipe(z.enum(LINE_IDS, { error: unknownLineIssue })),
});

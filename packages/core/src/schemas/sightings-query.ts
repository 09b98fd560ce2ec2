import { z } from "zod";
import { LINE_IDS } from "../domain-types";
import { MESSAGES } from "../messages";
import { unknownLineMessage } from "./validation-messages";

/** GET /api/sightings?line= (extra query parameters, such as cache busters, are ignored). */
export const sightingsQuerySchema = z.object({
  line: z
    .string({ error: MESSAGES.invalidEtaParams })
    .trim()
    .min(1, { error: MESSAGES.invalidEtaParams })
    .pipe(z.enum(LINE_IDS, { error: (issue) => unknownLineMessage(issue.input) })),
});

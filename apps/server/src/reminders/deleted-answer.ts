import { z } from "zod";

/** POST /api/reminders/delete's answer; the web app reads only its status. */
export const deletedAnswerSchema = z.object({ deleted: z.number() });

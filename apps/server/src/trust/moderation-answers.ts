import { z } from "zod";

/** What a moderator's hide, unhide or lift answers. */
export const doneAnswerSchema = z.object({ ok: z.literal(true) });
/** What a suspension answers: when it ends. */
export const suspendedAnswerSchema = z.object({ until: z.iso.datetime({ offset: true }) });

import * as z from "zod/mini";

// zod/mini: the web app reads these answers on its first screen (health, session), where every kilobyte
// counts. The server documents its answers with the same schemas (GET /api/openapi.json).

/**
 * Every refusal of our own routes: its English words, its stable `code` (a key of REFUSAL_TEXTS_EN) and
 * the values its words name (`params`), to word it in another language. better-auth's routes say `message`.
 */
export const apiRefusalSchema = z.object({
  error: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
});

/** GET /api/health: the server reached its database. */
export const healthAnswerSchema = z.object({ status: z.literal("ok") });

/** POST /api/feedback: the stored bug report's id. */
export const feedbackAnswerSchema = z.object({ id: z.string().check(z.minLength(1)) });

/** GET /api/auth/get-session: null when nobody is signed in; only what the screens read. */
export const sessionAnswerSchema = z.nullable(z.object({ user: z.object({ email: z.string() }) }));

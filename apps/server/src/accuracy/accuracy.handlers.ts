import { accuracyAnswerSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText } from "#server/http/json-text.ts";
import type { AccuracyCache } from "./accuracy-cache";

/** Browsers may keep an answer a minute: the figures change at most every few minutes. */
const CACHE_CONTROL = "public, max-age=60";

/** Answered from the cache (docs/product.md, "Published accuracy"). */
export function accuracyHandler(cache: AccuracyCache) {
  return async (c: Context<AppEnv>) => {
    const figures = await cache.current();
    c.header("Cache-Control", CACHE_CONTROL);
    return answerJsonText(c, accuracyAnswerSchema, figures.body);
  };
}

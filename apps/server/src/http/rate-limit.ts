import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "../config/clock";
import { apiError } from "./api-error";

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
  message: string;
}

/**
 * A fixed-window counter per key in this process's memory: enough for one server; with several
 * processes each allows `max`, which still bounds abuse.
 */
export function rateLimit(
  rule: RateLimitRule,
  keyOf: (c: Context) => string,
  clock: Clock,
): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = clock().getTime();
    const key = keyOf(c);
    let window = windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (windows.size > 10_000) {
      for (const [other, value] of windows) if (now - value.start >= rule.windowMs) windows.delete(other);
    }
    if (window.count > rule.max) {
      c.header("Retry-After", String(Math.ceil((window.start + rule.windowMs - now) / 1000)));
      return apiError(c, 429, rule.message);
    }
    await next();
  };
}

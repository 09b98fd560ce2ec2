import type { Context } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { databaseReachable } from "#server/db/database-reachable.ts";
import { apiError } from "#server/http/api-error.ts";
import { signUpUnlessMailFailed } from "./sign-up-mail";

const RECHECK_TIMEOUT_MS = 1000;
const SIGN_UP_PATH = "/api/auth/sign-up/email";

/**
 * The request as better-auth reads it. A POST's body was read once by http/json-body.ts (Hono keeps the
 * text), so better-auth gets that text rather than the spent stream.
 */
async function requestOf(c: Context): Promise<Request> {
  if (c.req.method !== "POST") return c.req.raw;
  const { method, headers, signal } = c.req.raw;
  return new Request(c.req.url, { method, headers, signal, body: await bodyOf(c) });
}

/**
 * The body better-auth gets: an e-mail address as our check read it, without the spaces a phone's keyboard
 * adds around it (better-auth would refuse them in its own words); and a new password ends every other
 * session of the account, whatever the client asked: whoever knew the old one may be signed in elsewhere
 * (docs/decisions/095-sessions-end-and-common-passwords-refused.md). better-auth then gives this browser a
 * new session. A reset ends them all (create-auth.ts).
 */
async function bodyOf(c: Context): Promise<string> {
  const body = (await c.req.json()) as Record<string, unknown>;
  const email = typeof body.email === "string" ? { email: body.email.trim() } : {};
  const revoke = c.req.path === "/api/auth/change-password" ? { revokeOtherSessions: true } : {};
  return JSON.stringify({ ...body, ...email, ...revoke });
}

/**
 * Whether better-auth answered that it could not write what it meant to (`FAILED_TO_CREATE_USER`,
 * `FAILED_TO_CREATE_SESSION`, …). It says so with a 4xx, not a 500, also when the write failed because the
 * database went away: a sign-up cut off by a crash was answered 422 "Failed to create user".
 */
async function failedToStore(response: Response): Promise<boolean> {
  if (response.status < 400 || response.status >= 500) return false;
  if (!response.headers.get("content-type")?.includes("application/json")) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("FAILED_TO_");
}

/**
 * better-auth's routes. It answers a failed database call with its own 500, or with a 4xx naming what it
 * failed to store (`failedToStore`); when the database is in fact
 * down, the client is told so with our 503, like every other route. A sign-up whose mail could not be sent
 * is answered 503 `confirmationMailNotSent`, with nothing of it kept.
 */
export function betterAuthHandler({ auth, database }: Pick<AppDeps, "auth" | "database">) {
  return async (c: Context<AppEnv>) => {
    const request = await requestOf(c);
    const response =
      c.req.path === SIGN_UP_PATH
        ? await signUpUnlessMailFailed(database.drizzle, () => auth.handler(request))
        : await auth.handler(request);
    if ("mailFailed" in response) {
      c.var.log.warn(`Sign-up refused, nothing kept: its mail was not sent (${response.mailFailed})`);
      return apiError(c, 503, "confirmationMailNotSent");
    }
    if (
      (response.status >= 500 || (await failedToStore(response))) &&
      !(await databaseReachable(database, RECHECK_TIMEOUT_MS))
    ) {
      return apiError(c, 503, "databaseUnavailable");
    }
    return response;
  };
}

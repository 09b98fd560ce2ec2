import {
  type ApiRefusal,
  type AuthRefusal,
  apiRefusalSchema,
  authRefusalSchema,
  MESSAGES,
} from "@riles/core";

/** A refusal from the auth routes, carrying the message a person should read. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** better-auth's error code, such as EMAIL_NOT_VERIFIED, when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/** What the auth screen shows for a refused request (docs/product.md: the screen wording for unconfirmed e-mail). */
export function authErrorMessage(body: unknown, status: number): string {
  const error = errorBody(body);
  if (error.code === EMAIL_NOT_VERIFIED) return MESSAGES.emailNotConfirmed;
  return error.message || error.error || `The server refused the request (HTTP ${status})`;
}

/** better-auth answers errors as { code, message }; our own checks in front of it as { error }. */
function errorBody(body: unknown): AuthRefusal & Partial<ApiRefusal> {
  const ours = apiRefusalSchema.safeParse(body);
  if (ours.success) return ours.data;
  const theirs = authRefusalSchema.safeParse(body);
  return theirs.success ? theirs.data : {};
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One request to better-auth under /api/auth. The session is an httpOnly cookie the browser keeps;
 * nothing about it is stored by the app.
 */
export async function authRequest(path: string, body?: Record<string, unknown>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthError(MESSAGES.databaseConnectionFailed, 0);
  }
  const json = await readJson(response);
  if (!response.ok) {
    throw new AuthError(authErrorMessage(json, response.status), response.status, errorBody(json).code);
  }
  return json;
}

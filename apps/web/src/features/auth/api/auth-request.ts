import { MESSAGES } from "@riles/core";
import { z } from "zod";

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

// better-auth answers errors as { code, message }; our own routes as { error }.
const errorBodySchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/** What the auth screen shows for a refused request (docs/product.md: the screen wording for unconfirmed e-mail). */
export function authErrorMessage(body: unknown, status: number): string {
  const error = errorBody(body);
  if (error.code === EMAIL_NOT_VERIFIED) return MESSAGES.emailNotConfirmed;
  return error.message || error.error || `The server refused the request (HTTP ${status})`;
}

function errorBody(body: unknown): z.infer<typeof errorBodySchema> {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : {};
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

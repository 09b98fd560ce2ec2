import { ApiError, readRefusal } from "./api-error";
import { messages } from "./i18n/i18n";

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

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
 * nothing about it is stored by the app. A refusal throws an ApiError with the message the auth screen
 * shows (docs/product.md: the screen wording for unconfirmed e-mail).
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
    throw new ApiError(messages().databaseConnectionFailed, 0);
  }
  if (!response.ok) {
    const refusal = await readRefusal(response, messages().serverRefused(response.status));
    if (refusal.code === EMAIL_NOT_VERIFIED) {
      throw new ApiError(messages().emailNotConfirmed, refusal.status, refusal.code);
    }
    throw refusal;
  }
  return readJson(response);
}

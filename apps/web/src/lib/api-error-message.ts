import { messages, refusalText } from "./i18n/i18n";

/**
 * The message of one of our API's refusals (`{ "error": "...", "code": "..." }`) in the user's language,
 * or `fallback` when the answer carries none. Plain checks rather than a schema: it runs on the first
 * screen, which loads without zod.
 */
export async function apiErrorMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (
      typeof body === "object" &&
      body !== null &&
      "error" in body &&
      typeof body.error === "string" &&
      body.error
    ) {
      const code = "code" in body && typeof body.code === "string" ? body.code : undefined;
      return refusalText(messages(), code, body.error);
    }
  } catch {
    // Not JSON: the fallback says what went wrong.
  }
  return fallback;
}

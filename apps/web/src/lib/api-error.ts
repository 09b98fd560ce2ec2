import { currentLanguage } from "./i18n/i18n";

/**
 * The one error the web client throws for a request that did not get what it asked for, carrying the
 * message a person should read (docs/decisions/032-web-app-structure.md). `status` is 0 when the server
 * could not be reached; `code` is the refusal's code when the server sent one (ours, or better-auth's such
 * as EMAIL_NOT_VERIFIED).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** For a request that reached no server: whether the phone said it was offline as it failed. */
    readonly offline?: boolean,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * A request that reached no server, with whether the phone was offline then: the screen keeps saying what
 * was true when it failed, not what the phone says as it is drawn again after coming back online.
 */
export function noConnectionError(message: string): ApiError {
  return new ApiError(message, 0, undefined, globalThis.navigator?.onLine === false);
}

function stringField(body: object, key: string): string | undefined {
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * A refusal's body as an ApiError: our own routes answer `{ "error", "code", "params"? }` (core's
 * apiRefusalSchema), better-auth's `{ "code", "message" }` (described in /api/openapi.json). The message is
 * in the user's language: its code and params worded by the catalogue, else the server's English words
 * (docs/decisions/037-refusals-by-code.md). `fallback` is the message when the answer carries none.
 * Plain checks rather than the schemas: it runs on the first screen, which loads without zod. The words
 * load with the first refusal (./i18n/refusal-words.ts).
 */
export async function refusalError(body: unknown, status: number, fallback: string): Promise<ApiError> {
  if (typeof body !== "object" || body === null) return new ApiError(fallback, status);
  const { refusalText } = await import("./i18n/refusal-words");
  const code = stringField(body, "code");
  const words = stringField(body, "error") ?? stringField(body, "message") ?? fallback;
  const params = (body as Record<string, unknown>).params;
  return new ApiError(refusalText(currentLanguage(), code, params, words), status, code);
}

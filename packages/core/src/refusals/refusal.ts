import type { core } from "zod";
import { REFUSAL_TEXTS_EN, type RefusalTexts } from "../catalogue/en/refusal-texts";

/** The stable, machine-readable `code` of every refusal and validation issue. */
export type RefusalCode = keyof RefusalTexts;

/** What a refusal's words need beside its code (a configured limit, the value sent), or nothing. */
type RefusalParamsOf<C extends RefusalCode> = RefusalTexts[C] extends (params: infer P) => string
  ? P
  : undefined;

/**
 * A refusal as it arises: its code and the values its words need; the words are chosen only where a person
 * reads them, in their language (docs/decisions/037-refusals-by-code.md).
 */
export type Refusal = {
  [C in RefusalCode]: RefusalParamsOf<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: RefusalParamsOf<C> };
}[RefusalCode];

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === "string" && Object.hasOwn(REFUSAL_TEXTS_EN, code);
}

/** The refusal in one language's words. */
export function refusalWords(texts: RefusalTexts, refusal: Refusal): string {
  const text = texts[refusal.code] as string | ((params: unknown) => string);
  return typeof text === "function" ? text(refusal.params) : text;
}

/**
 * A refusal as a zod issue's message. A Standard Schema issue carries only a message and a path to the
 * validator that reads it (hono-openapi's, the forms'), so the refusal travels there as JSON.
 */
export function issueText(refusal: Refusal): string {
  return JSON.stringify(refusal);
}

/** The refusal an issue's message carries; a library's own message is `invalidInput` with its words. */
export function refusalOfIssue(message: string | undefined): Refusal {
  try {
    const parsed: unknown = JSON.parse(message ?? "");
    if (typeof parsed === "object" && parsed !== null && isRefusalCode((parsed as Refusal).code)) {
      return parsed as Refusal;
    }
  } catch {
    // Not one of ours: zod's or a library's own English words.
  }
  return { code: "invalidInput", params: message ? { detail: message } : {} };
}

/** The first issue of a failed parse, as a refusal. Takes the error type of zod and zod/mini schemas. */
export function firstRefusal(error: core.$ZodError): Refusal {
  return refusalOfIssue(error.issues[0]?.message);
}

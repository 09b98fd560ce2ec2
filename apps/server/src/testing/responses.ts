import {
  isRefusalCode,
  REFUSAL_TEXTS_EN,
  type RefusalTexts,
  type ReportRow,
  reportRowSchema,
  reportRowsSchema,
} from "@riles/core";
import { expect } from "vitest";
import { z } from "zod";

const errorBodySchema = z.strictObject({
  error: z.string().min(1),
  code: z.string().refine(isRefusalCode),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** An API error answer whole: words, code and any params. */
export async function refusalOf(response: Response) {
  return errorBodySchema.parse(await response.json());
}

/** A refusal whose words name no value (no params). */
type PlainRefusalCode = {
  [C in keyof RefusalTexts]: RefusalTexts[C] extends string ? C : never;
}[keyof RefusalTexts];

/** Checks a refusal whole: its status, its code and nothing but core's English words for that code. */
export async function expectRefusal(response: Response, status: number, code: PlainRefusalCode) {
  expect(response.status, code).toBe(status);
  expect(await response.json()).toEqual({ error: REFUSAL_TEXTS_EN[code], code });
}

/** The message of an API error answer; fails the test when the body is not `{ error, code, params? }`. */
export async function errorOf(response: Response): Promise<string> {
  return errorBodySchema.parse(await response.json()).error;
}

/** A report row as the API answers it, checked against the shared schema. */
export async function rowOf(response: Response): Promise<ReportRow> {
  return reportRowSchema.parse(await response.json());
}

export async function rowsOf(response: Response): Promise<ReportRow[]> {
  return reportRowsSchema.parse(await response.json());
}

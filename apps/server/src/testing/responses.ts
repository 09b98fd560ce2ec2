import { isRefusalCode, type ReportRow, reportRowSchema, reportRowsSchema } from "@riles/core";
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

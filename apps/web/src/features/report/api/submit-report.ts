import { MESSAGES, type ReportInput, type ReportRow, reportRowSchema } from "@riles/core";
import { z } from "zod";

/** A refused or failed report submission, with the message the form shows. */
export class SubmitReportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "SubmitReportError";
  }
}

const errorBodySchema = z.object({ error: z.string().min(1) });

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data.error;
  } catch {
    // not JSON: fall back below
  }
  return MESSAGES.unexpectedSubmitReport;
}

/** The spec's connectivity check before a submit: the server must reach its database. */
async function assertServerReachable(): Promise<void> {
  try {
    const response = await fetch("/api/health", { cache: "no-store" });
    if (response.ok) return;
  } catch {
    // network failure: same message as a failed check
  }
  throw new SubmitReportError(MESSAGES.databaseConnectionFailed, 0);
}

/** Checks the connection, then stores the report; the server stamps created_at and the reporter. */
export async function submitReport(report: ReportInput): Promise<ReportRow> {
  await assertServerReachable();
  let response: Response;
  try {
    response = await fetch("/api/reports", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
    });
  } catch {
    throw new SubmitReportError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw new SubmitReportError(await errorMessageOf(response), response.status);
  const row = reportRowSchema.safeParse(await response.json().catch(() => null));
  if (!row.success) throw new SubmitReportError(MESSAGES.invalidResponseFormat, response.status);
  return row.data;
}

import { MESSAGES, type ReportInput, type ReportRow, reportRowSchema } from "@riles/core";
import { apiErrorMessage } from "../../../lib/api-error-message";
import { checkHealth } from "../../../lib/check-health";

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

/** Checks the connection, then stores the report; the server stamps created_at and the reporter. */
export async function submitReport(report: ReportInput): Promise<ReportRow> {
  await checkHealth();
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
  if (!response.ok) {
    throw new SubmitReportError(
      await apiErrorMessage(response, MESSAGES.unexpectedSubmitReport),
      response.status,
    );
  }
  const row = reportRowSchema.safeParse(await response.json().catch(() => null));
  if (!row.success) throw new SubmitReportError(MESSAGES.invalidResponseFormat, response.status);
  return row.data;
}

import { MESSAGES, type ReportInput, type ReportRow, reportRowSchema } from "@riles/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { applyPushedReport } from "../../../lib/apply-pushed-report";
import { checkHealth } from "../../../lib/check-health";
import { SESSION_QUERY_KEY } from "../../../lib/session";
import { sightingsQueryKey } from "../../../lib/sightings-query-key";

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
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.unexpectedSubmitReport);
  const row = reportRowSchema.safeParse(await response.json().catch(() => null));
  if (!row.success) throw new ApiError(MESSAGES.invalidResponseFormat, response.status);
  return row.data;
}

/**
 * Submitting a report. The stored row joins its line's sightings at once; a refusal or failure drops the
 * line's cached sightings so they are fetched afresh (docs/product.md). A 401 means the session ended on
 * the server, so asking again sends an anonymous visitor to /auth.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReport,
    onSuccess: (row) => applyPushedReport(queryClient, row, true),
    onError: (error, report) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      queryClient.removeQueries({ queryKey: sightingsQueryKey(report.line_id) });
    },
  });
}

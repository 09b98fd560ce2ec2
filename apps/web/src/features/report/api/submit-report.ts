import { MESSAGES, type ReportInput, type ReportRow, reportRowSchema } from "@riles/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { checkHealth } from "../../../lib/check-health";
import { reportsQueryKey } from "../../../lib/reports-query-key";
import { SESSION_QUERY_KEY } from "../../../lib/session";

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
 * Submitting a report. Whatever the answer, the station's cached arrivals are dropped (docs/product.md);
 * a 401 means the session ended on the server, so asking again sends an anonymous visitor to /auth.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReport,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    },
    onSettled: (_row, _error, report) => {
      queryClient.removeQueries({ queryKey: reportsQueryKey(report.line_id, report.station_id) });
    },
  });
}

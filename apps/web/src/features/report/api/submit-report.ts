import { type ReportInput, type ReportRow, reportRowSchema } from "@riles/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { applyPushedReport } from "#web/lib/apply-pushed-report.ts";
import { checkHealth } from "#web/lib/check-health.ts";
import { messages } from "#web/lib/i18n/i18n.ts";
import { SESSION_QUERY_KEY } from "#web/lib/session.ts";
import { sightingsQueryKey } from "#web/lib/sightings-query-key.ts";

/** Checks the connection, then stores the report; the server stamps created_at and the reporter. */
async function submitReport(report: ReportInput): Promise<ReportRow> {
  await checkHealth();
  const body = await answerOf(api.POST("/api/reports", { body: report }), {
    fallback: () => messages().unexpectedSubmitReport,
  });
  const row = reportRowSchema.safeParse(body);
  if (!row.success) throw new ApiError(messages().invalidResponseFormat, 201);
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

import { type LineId, type ReportVotes, VOTES, type Vote, type WithdrawnReport } from "@riles/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { messages } from "#web/lib/i18n/i18n.ts";
import { SESSION_QUERY_KEY } from "#web/lib/session.ts";
import { sightingsQueryKey } from "#web/lib/sightings-query-key.ts";
import { votesQueryKey, withdrawnQueryKey } from "#web/lib/trust-query-keys.ts";

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/**
 * The votes answer checked field by field against core's ReportVotes: plain checks, as on the first
 * screen (docs/decisions/015-first-screen-budget.md).
 */
function parseVotes(body: unknown): ReportVotes {
  if (typeof body !== "object" || body === null) throw new ApiError(messages().invalidResponseFormat, 200);
  const { confirmed_by, disputed_by, counts, mine, own } = body as Record<string, unknown>;
  const valid =
    isCount(confirmed_by) &&
    isCount(disputed_by) &&
    typeof counts === "boolean" &&
    typeof own === "boolean" &&
    (mine === null || (VOTES as readonly unknown[]).includes(mine));
  if (!valid) throw new ApiError(messages().invalidResponseFormat, 200);
  return body as ReportVotes;
}

/** A report's confirmations and disputes, and whether the signed-in rider voted or sent it. */
export function useReportVotes(reportId: string) {
  return useQuery({
    queryKey: votesQueryKey(reportId),
    queryFn: async ({ signal }) =>
      parseVotes(
        await answerOf(api.GET("/api/reports/{id}/votes", { params: { path: { id: reportId } }, signal }), {
          signal,
        }),
      ),
    staleTime: 30_000,
  });
}

/**
 * Confirms or disputes a report. The answer replaces the cached votes; when the report stops (or starts)
 * counting the line's sightings are fetched again, and a 401 sends the session to be read again.
 */
/** The report a basis line rests on, as far as a vote needs it. */
export type VotedReport = Pick<WithdrawnReport, "id" | "direction" | "status">;

export function useVote(report: VotedReport, lineId: LineId, stationId: string) {
  const queryClient = useQueryClient();
  const reportId = report.id;
  return useMutation({
    mutationFn: async (vote: Vote) =>
      parseVotes(
        await answerOf(
          api.POST("/api/reports/{id}/vote", { params: { path: { id: reportId } }, body: { vote } }),
        ),
      ),
    onSuccess: (votes) => {
      const before = queryClient.getQueryData<ReportVotes>(votesQueryKey(reportId));
      queryClient.setQueryData(votesQueryKey(reportId), votes);
      if (before?.counts === votes.counts) return;
      // Said at once on this screen; the stream's event says it on every other.
      queryClient.setQueryData<WithdrawnReport[]>(withdrawnQueryKey(lineId, stationId), (known = []) => [
        ...known.filter((other) => other.id !== reportId),
        ...(votes.counts
          ? []
          : [{ ...report, line_id: lineId, station_id: stationId, reason: "disputed" as const }]),
      ]);
      void queryClient.invalidateQueries({ queryKey: sightingsQueryKey(lineId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

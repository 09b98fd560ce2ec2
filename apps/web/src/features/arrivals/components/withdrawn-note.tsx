import type { Direction, LineId, WithdrawnReport } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { withdrawnQueryKey } from "#web/lib/trust-query-keys.ts";

/**
 * Says that a report of this direction stopped counting while the screen was open, and why (riders
 * disputed it, or a moderator acted): the estimate above no longer rests on it. Filled by the live stream
 * (use-live-reports.ts) and by the rider's own vote.
 */
export function WithdrawnNote({
  lineId,
  stationId,
  direction,
}: {
  lineId: LineId;
  stationId: string;
  direction: Direction;
}) {
  const { t } = useI18n();
  const withdrawn = useQuery<WithdrawnReport[]>({
    queryKey: withdrawnQueryKey(lineId, stationId),
    queryFn: () => [],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const latest = withdrawn.data?.filter((report) => report.direction === direction).at(-1);
  if (!latest?.reason) return null;
  return <p className="text-sm text-amber-900">{t.reportWithdrawn[latest.reason]}</p>;
}

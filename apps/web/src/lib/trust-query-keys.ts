import type { LineId } from "@riles/core";

/** A report's confirmations and disputes, and the signed-in rider's own vote. */
export function votesQueryKey(reportId: string) {
  return ["votes", reportId] as const;
}

/** Reports of a station that stopped counting while its arrivals were open (the stream says why). */
export function withdrawnQueryKey(lineId: LineId, stationId: string) {
  return ["withdrawn", lineId, stationId] as const;
}

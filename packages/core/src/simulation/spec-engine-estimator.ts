import type { LineReport } from "../estimate/estimate-types";
import { computeEtas } from "../eta/compute-etas";
import type { EtaReport } from "../schemas/report-row";
import type { Estimator } from "./score-estimates";

/**
 * The spec's engine as the app runs it today: each station sees only its own reports. The reports of a
 * step are grouped by station once (the scorer shares one list per step), not filtered on every call.
 */
export function specEngineEstimator(): Estimator {
  let groupedFrom: readonly LineReport[] | undefined;
  let byStation = new Map<string, EtaReport[]>();
  return ({ lineId, stationId, now, reports }) => {
    if (reports !== groupedFrom) {
      groupedFrom = reports;
      byStation = new Map();
      for (const report of reports) {
        const own = byStation.get(report.station_id);
        if (own) own.push(report);
        else byStation.set(report.station_id, [report]);
      }
    }
    return computeEtas({ lineId, stationId, now, reports: byStation.get(stationId) ?? [] });
  };
}

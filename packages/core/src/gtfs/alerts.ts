import { REPORT_WINDOW_MS } from "../constants";
import { latestReport, reportEffect } from "../eta/report-effect";
import { DIRECTION_LABELS, directionsOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { gtfsDirectionId, gtfsStopId } from "./gtfs-ids";
import { LINE_OPERATORS } from "./operators";
import { type AlertEntity, type FeedMessage, feedHeader } from "./realtime-feed";
import { reportsByStation } from "./station-reports";
import type { RealtimeInput } from "./trip-updates";

const CANCELLED_ALERT_HEADER = "Riders report cancelled trains";

const english = (text: string) => ({ translation: [{ text, language: "en" }] });
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * GTFS-Realtime Alerts: one per station and direction whose report in force (the newest of the last
 * 30 minutes, as the ETA engine picks it) says "cancelled" and is backed by riders (two of them, or another
 * confirming it: docs/decisions/135-a-cancellation-others-act-on-needs-two-riders.md), active until that
 * report stops counting.
 */
export function gtfsAlerts({ now, reports }: RealtimeInput): FeedMessage<AlertEntity> {
  const entity: AlertEntity[] = [];
  for (const { lineId, stationId, reports: stationReports } of reportsByStation(reports)) {
    const line = getLine(lineId);
    const station = getStation(lineId, stationId);
    if (!line || !station) continue;
    for (const direction of directionsOf(lineId)) {
      const report = latestReport(stationReports, direction, now.getTime());
      if (!report?.corroborated || reportEffect(report).status !== "cancelled") continue;
      const reportedMs = Date.parse(report.created_at);
      entity.push({
        id: `cancelled:${lineId}:${stationId}:${direction}`,
        alert: {
          active_period: [{ start: seconds(reportedMs), end: seconds(reportedMs + REPORT_WINDOW_MS) }],
          informed_entity: [
            {
              agency_id: LINE_OPERATORS[lineId].id,
              route_id: lineId,
              direction_id: gtfsDirectionId(lineId, direction),
              stop_id: gtfsStopId(lineId, stationId),
            },
          ],
          cause: "UNKNOWN_CAUSE",
          effect: "REDUCED_SERVICE",
          header_text: english(CANCELLED_ALERT_HEADER),
          description_text: english(
            `Riders report cancelled ${line.name} ${DIRECTION_LABELS[direction].toLowerCase()} trains at ` +
              `${station.name}. These are reports by Riles riders, not by the operator.`,
          ),
        },
      });
    }
  }
  entity.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { header: feedHeader(now), entity };
}

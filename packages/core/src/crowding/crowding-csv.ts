import { csvFile } from "../gtfs/csv";
import { DAY_KINDS, type StationCrowding } from "./usual-crowding";

const FIELDS = ["line_id", "station_id", "direction", "day_kind", "hour", "usual_level", "reports"] as const;

/**
 * The open-data file (docs/open-data.md): one row per station, direction serving it, kind of day and
 * Manila hour; `usual_level` is empty where the hour has too few reports.
 */
export function crowdingCsv(stations: readonly StationCrowding[]): string {
  const rows = stations.flatMap((station) =>
    station.directions.flatMap((direction) =>
      DAY_KINDS.flatMap((dayKind) =>
        direction[dayKind].map((hour) => ({
          line_id: station.line_id,
          station_id: station.station_id,
          direction: direction.direction,
          day_kind: dayKind,
          hour: hour.hour,
          usual_level: hour.level ?? "",
          reports: hour.reports,
        })),
      ),
    ),
  );
  return csvFile(FIELDS, rows);
}

import { describe, expect, it } from "vitest";
import type { CrowdLevel, Direction, LineId, ReportStatus } from "../domain-types";
import type { ReportRow } from "../schemas/report-row";
import { tripUpdatesAtStop } from "../testing/trip-updates-at-stop";
import { gtfsAlerts } from "./alerts";
import { gtfsTripUpdates } from "./trip-updates";

// Monday 2026-11-23 06:00 in Manila: LRT-1 southbound trains leave Fernando Poe Jr. every 5 minutes and
// reach EDSA 36 minutes later.
const now = new Date("2026-11-23T06:00:00+08:00");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

let count = 0;
function report(
  lineId: LineId,
  stationId: string,
  direction: Direction,
  status: ReportStatus,
  crowd: CrowdLevel,
  minutesBefore: number,
): ReportRow {
  count += 1;
  return {
    id: `r${count}`,
    line_id: lineId,
    station_id: stationId,
    direction,
    status,
    crowd_level: crowd,
    created_at: minutesAgo(minutesBefore),
  };
}

const delayedPacked = report("lrt1", "edsa", "southbound", "delayed", "packed", 1);

describe("gtfsTripUpdates", () => {
  it("delays the trains the ETA engine shows delayed at the reported station, with the crowd as occupancy", () => {
    const all = gtfsTripUpdates({ now, reports: [delayedPacked] });
    const feed = tripUpdatesAtStop(all, "lrt1:edsa");
    expect(feed.header).toEqual({
      gtfs_realtime_version: "2.0",
      incrementality: "FULL_DATASET",
      timestamp: now.getTime() / 1000,
    });
    // Scheduled at EDSA 05:51 and 05:56, packed adds 10 minutes: 06:01 and 06:06 (as the ETA screen shows).
    expect(feed.entity.map((entity) => entity.trip_update.trip.trip_id)).toEqual([
      "lrt1:weekday:southbound:0515",
      "lrt1:weekday:southbound:0520",
    ]);
    expect(feed.entity[0]).toEqual({
      id: "lrt1:weekday:southbound:0515:20261123",
      trip_update: {
        trip: {
          trip_id: "lrt1:weekday:southbound:0515",
          route_id: "lrt1",
          direction_id: 1,
          start_time: "05:15:00",
          start_date: "20261123",
          schedule_relationship: "SCHEDULED",
        },
        stop_time_update: [
          {
            stop_sequence: 19,
            stop_id: "lrt1:edsa",
            arrival: { delay: 600 },
            departure: { delay: 600 },
            departure_occupancy_status: "CRUSHED_STANDING_ROOM_ONLY",
          },
        ],
        timestamp: Date.parse(delayedPacked.created_at) / 1000,
      },
    });
  });

  it.each([
    ["empty", 120, "MANY_SEATS_AVAILABLE"],
    ["moderate", 300, "FEW_SEATS_AVAILABLE"],
    ["crowded", 420, "STANDING_ROOM_ONLY"],
    ["packed", 600, "CRUSHED_STANDING_ROOM_ONLY"],
  ] as const)("maps a %s delayed report to %i seconds and %s", (crowd, delay, occupancy) => {
    const feed = gtfsTripUpdates({
      now,
      reports: [report("mrt3", "shaw", "northbound", "delayed", crowd, 2)],
    });
    expect(feed.entity.length).toBeGreaterThan(0);
    for (const entity of feed.entity) {
      const atShaw = entity.trip_update.stop_time_update.filter((update) => update.stop_id === "mrt3:shaw");
      if (atShaw.length === 0) continue;
      expect(atShaw).toEqual([
        expect.objectContaining({
          stop_id: "mrt3:shaw",
          arrival: { delay },
          departure_occupancy_status: occupancy,
        }),
      ]);
    }
  });

  it("carries a train seen leaving a station to the stations after it, one update per trip in stop order", () => {
    // Seen leaving Vito Cruz southbound 2 minutes ago, the timetable's train: due at the stations south of
    // it, not north of it.
    const seen = report("lrt1", "vito", "southbound", "on-time", "crowded", 2);
    const feed = gtfsTripUpdates({ now, reports: [seen] });
    const stops = feed.entity.flatMap((entity) =>
      entity.trip_update.stop_time_update.map((update) => update.stop_id),
    );
    expect(stops).toContain("lrt1:gil");
    expect(stops).toContain("lrt1:edsa");
    expect(stops).not.toContain("lrt1:quirino");
    for (const entity of feed.entity) {
      const sequences = entity.trip_update.stop_time_update.map((update) => update.stop_sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(entity.trip_update.timestamp).toBe(Date.parse(seen.created_at) / 1000);
    }
    // The crowd is the seen train's alone; the trains timed from it carry none.
    const occupancies = feed.entity.map(
      (entity) => entity.trip_update.stop_time_update[0]?.departure_occupancy_status,
    );
    expect(occupancies.filter((status) => status === "STANDING_ROOM_ONLY")).toHaveLength(1);
    expect(occupancies.filter((status) => status === undefined)).toHaveLength(feed.entity.length - 1);
    expect(new Set(feed.entity.map((entity) => entity.id)).size).toBe(feed.entity.length);
  });

  it("leaves out cancelled trains and reports the estimator no longer reads", () => {
    const reports = [
      report("lrt1", "edsa", "northbound", "cancelled", "packed", 1),
      report("mrt3", "ortigas", "southbound", "delayed", "packed", 91),
    ];
    expect(gtfsTripUpdates({ now, reports }).entity).toEqual([]);
  });

  it("uses the weekend trips on Saturday", () => {
    const saturday = new Date("2026-11-28T06:00:00+08:00");
    const feed = gtfsTripUpdates({
      now: saturday,
      reports: [{ ...delayedPacked, created_at: new Date(saturday.getTime() - 60_000).toISOString() }],
    });
    expect(feed.entity[0]?.trip_update.trip).toMatchObject({ start_date: "20261128" });
    expect(feed.entity.every((entity) => entity.trip_update.trip.trip_id.startsWith("lrt1:weekend:"))).toBe(
      true,
    );
  });
});

describe("gtfsAlerts", () => {
  it("alerts each station and direction whose report in force is a cancellation riders back", () => {
    const cancelled = {
      ...report("mrt3", "cube", "southbound", "cancelled", "crowded", 4),
      corroborated: true as const,
    };
    // One rider's word alone is no alert in the open feed.
    expect(gtfsAlerts({ now, reports: [{ ...cancelled, corroborated: undefined }] }).entity).toEqual([]);
    const feed = gtfsAlerts({ now, reports: [cancelled, delayedPacked] });
    const start = Date.parse(cancelled.created_at) / 1000;
    expect(feed.entity).toEqual([
      {
        id: "cancelled:mrt3:cube:southbound",
        alert: {
          active_period: [{ start, end: start + 30 * 60 }],
          informed_entity: [
            { agency_id: "dotr-mrt3", route_id: "mrt3", direction_id: 1, stop_id: "mrt3:cube" },
          ],
          cause: "UNKNOWN_CAUSE",
          effect: "REDUCED_SERVICE",
          header_text: { translation: [{ text: "Riders report cancelled trains", language: "en" }] },
          description_text: {
            translation: [
              {
                text: "Riders report cancelled MRT-3 southbound trains at Araneta Center-Cubao. These are reports by Riles riders, not by the operator.",
                language: "en",
              },
            ],
          },
        },
      },
    ]);
  });

  it("drops a cancellation overruled by a newer report, or older than 30 minutes", () => {
    const backed = { corroborated: true as const };
    const reports = [
      { ...report("lrt1", "edsa", "northbound", "cancelled", "packed", 6), ...backed },
      report("lrt1", "edsa", "northbound", "on-time", "moderate", 1),
      { ...report("lrt2", "rect", "eastbound", "cancelled", "packed", 30), ...backed },
    ];
    expect(gtfsAlerts({ now, reports }).entity).toEqual([]);
  });
});

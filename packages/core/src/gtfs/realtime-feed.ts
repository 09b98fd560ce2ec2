import type { CrowdLevel } from "../domain-types";

/**
 * The parts of a GTFS-Realtime 2.0 FeedMessage these feeds fill, with the field and enum names of the
 * official gtfs-realtime.proto, so that the server encodes them as they are and `?format=json` shows them
 * under the names the GTFS-Realtime reference uses.
 */

type OccupancyStatus =
  | "MANY_SEATS_AVAILABLE"
  | "FEW_SEATS_AVAILABLE"
  | "STANDING_ROOM_ONLY"
  | "CRUSHED_STANDING_ROOM_ONLY";

/** The rider's crowd level as GTFS-Realtime occupancy. */
export const OCCUPANCY_BY_CROWD: Record<CrowdLevel, OccupancyStatus> = {
  empty: "MANY_SEATS_AVAILABLE",
  moderate: "FEW_SEATS_AVAILABLE",
  crowded: "STANDING_ROOM_ONLY",
  packed: "CRUSHED_STANDING_ROOM_ONLY",
};

interface FeedHeader {
  gtfs_realtime_version: "2.0";
  incrementality: "FULL_DATASET";
  /** Seconds since the epoch. */
  timestamp: number;
}

export interface FeedMessage<Entity> {
  header: FeedHeader;
  entity: Entity[];
}

export interface StopTimeUpdate {
  stop_sequence: number;
  stop_id: string;
  arrival: { delay: number };
  departure: { delay: number };
  /** Only where a rider saw this very train: a neighbour's crowd says nothing of it. */
  departure_occupancy_status?: OccupancyStatus;
}

export interface TripUpdateEntity {
  id: string;
  trip_update: {
    trip: {
      trip_id: string;
      route_id: string;
      direction_id: number;
      start_time: string;
      start_date: string;
      schedule_relationship: "SCHEDULED";
    };
    stop_time_update: StopTimeUpdate[];
    /** When the newest report behind this update was made, seconds since the epoch. */
    timestamp: number;
  };
}

interface TranslatedString {
  translation: { text: string; language: string }[];
}

export interface AlertEntity {
  id: string;
  alert: {
    active_period: { start: number; end: number }[];
    informed_entity: { agency_id: string; route_id: string; direction_id: number; stop_id: string }[];
    cause: "UNKNOWN_CAUSE";
    effect: "REDUCED_SERVICE";
    header_text: TranslatedString;
    description_text: TranslatedString;
  };
}

export const feedHeader = (now: Date): FeedHeader => ({
  gtfs_realtime_version: "2.0",
  incrementality: "FULL_DATASET",
  timestamp: Math.floor(now.getTime() / 1000),
});

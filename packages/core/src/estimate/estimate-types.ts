import type { CrowdLevel, Direction, ReportStatus } from "../domain-types";
import type { Eta } from "../eta/compute-etas";
import type { ReportRow } from "../schemas/report-row";
import type { KeptDayHabits } from "./kept-day-habits";

/**
 * A report of the line as the estimator reads it: which station, which way, when, what was seen; on the
 * server, a cancellation riders back is marked `corroborated` (trust/corroborated-cancellations.ts), and
 * who sent it (`reporter`, null for a deleted account), which never leaves the server.
 */
export type LineReport = Pick<
  ReportRow,
  "id" | "station_id" | "direction" | "status" | "crowd_level" | "created_at"
> & { corroborated?: true; reporter?: string | null };

/** What an estimate rests on, shown under each direction ("Seen leaving Ayala 2 min ago"). */
export type EstimateBasis =
  | { kind: "timetable" }
  | {
      kind: "station-report";
      reportId: string;
      reportedAt: string;
      status: ReportStatus;
      crowdLevel: CrowdLevel;
    }
  | {
      kind: "sighting";
      reportId: string;
      stationId: string;
      seenAt: string;
      crowdLevel: CrowdLevel;
      /**
       * The sighting is of this very train. Otherwise the train is unseen and its time follows the
       * nearest sighted train's, whose crowd says nothing of it (docs/decisions/047-crowding-now-and-summary.md).
       */
      trainSighted: boolean;
    };

export interface EstimatedArrival extends Eta {
  basis: EstimateBasis;
}

export interface EstimateArrivalsInput {
  lineId: Eta["lineId"];
  stationId: string;
  now: Date;
  /** Every report of the line since the start of the Manila service day up to now, oldest first. */
  reports: readonly LineReport[];
  /**
   * The day's run-time factor when already learned (a phone gets it from the server with the folded
   * reports); otherwise it is learned from `reports`.
   */
  runTimeFactor?: number;
  /**
   * The directions that keep the timetable today when already learned (a phone gets them with the
   * factor); otherwise they are learned from `reports`.
   */
  keptDirections?: readonly Direction[];
  /**
   * From a train's arrival to a prompt report of it leaving, as the day's riders show it, when already
   * learned (a phone gets it with the factor); otherwise it is learned from `reports`.
   */
  sightingLagMs?: number;
  /**
   * What is believed of riders before the day's reports show it: the past weeks' riders (the server
   * learns them, past-days-habits.ts); issue 21's description when not given.
   */
  ridersPrior?: KeptDayHabits;
}

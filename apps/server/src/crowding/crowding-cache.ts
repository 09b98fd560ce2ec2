import {
  CROWDING_MIN_REPORTS,
  CROWDING_MIN_RIDERS,
  crowdingCsv,
  crowdingWindowStart,
  type StationCrowdingAnswer,
  usualCrowding,
} from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { type JsonText, toJsonText } from "#server/http/json-text.ts";
import { crowdingReports } from "./crowding-reports";

/** How old the figures may grow before a request starts recomputing them (docs/product.md, "Crowding"). */
export const CROWDING_REFRESH_MS = 5 * 60_000;

interface CrowdingFigures {
  computedAt: Date;
  /** Each station's answer to GET /api/crowding, serialised once, by "line:station". */
  stations: Map<string, JsonText<StationCrowdingAnswer>>;
  csv: string;
}

export const crowdingKey = (lineId: string, stationId: string) => `${lineId}:${stationId}`;

/** Recomputes every station's usual crowd from the database: one grouped read, then core. */
export async function computeCrowding(db: Db, now: Date): Promise<CrowdingFigures> {
  const stations = usualCrowding(await crowdingReports(db, now), now);
  const computedAt = now.toISOString();
  const since = crowdingWindowStart(now).toISOString();
  return {
    computedAt: now,
    stations: new Map(
      stations.map((station) => [
        crowdingKey(station.line_id, station.station_id),
        toJsonText<StationCrowdingAnswer>({
          line_id: station.line_id,
          station_id: station.station_id,
          computed_at: computedAt,
          since,
          min_reports: CROWDING_MIN_REPORTS,
          min_riders: CROWDING_MIN_RIDERS,
          directions: station.directions,
        }),
      ]),
    ),
    csv: crowdingCsv(stations),
  };
}

/**
 * Every station's usual crowd, kept in memory. Requests never scan the reports: they get the figures in
 * hand, and once those are CROWDING_REFRESH_MS old, the first request starts one recomputation in the
 * background and is still answered from the old figures. Only the first request after start waits. No
 * timer runs, so an idle process does no work.
 */
export class CrowdingCache {
  private figures: CrowdingFigures | null = null;
  private computing: Promise<CrowdingFigures> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  async current(): Promise<CrowdingFigures> {
    const figures = this.figures;
    if (!figures) return this.recompute();
    const old = this.clock().getTime() - figures.computedAt.getTime() >= CROWDING_REFRESH_MS;
    if (old && !this.computing) {
      this.recompute().catch((error: unknown) =>
        this.log(
          `Could not recompute usual crowding (${error instanceof Error ? error.message : error}); answering from figures of ${figures.computedAt.toISOString()}`,
        ),
      );
    }
    return figures;
  }

  private recompute(): Promise<CrowdingFigures> {
    this.computing ??= computeCrowding(this.db, this.clock())
      .then((figures) => {
        this.figures = figures;
        return figures;
      })
      .finally(() => {
        this.computing = null;
      });
    return this.computing;
  }
}

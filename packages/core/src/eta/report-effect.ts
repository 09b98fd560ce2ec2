import { ETA_CONFIDENCE, REPORT_WINDOW_MS } from "../constants";
import type { CrowdLevel, Direction, ReportStatus } from "../domain-types";
import type { EtaReport } from "../schemas/report-row";

/** Minutes a delayed report adds, by the reported crowd level (docs/product.md). */
const CROWD_DELAY_MINUTES: Record<CrowdLevel, number> = {
  packed: 10,
  crowded: 7,
  moderate: 5,
  empty: 2,
};
const DEFAULT_CROWD_DELAY_MINUTES = 5;

export interface ReportEffect {
  status: ReportStatus;
  confidenceScore: number;
  delayMinutes: number;
}

// Rounded so that consumers see the product's 0.63, not 0.6299999999999999.
const DELAYED_CONFIDENCE = Math.round(ETA_CONFIDENCE.base * ETA_CONFIDENCE.delayedFactor * 100) / 100;

const ON_TIME: ReportEffect = { status: "on-time", confidenceScore: ETA_CONFIDENCE.base, delayMinutes: 0 };
const CANCELLED: ReportEffect = {
  status: "cancelled",
  confidenceScore: ETA_CONFIDENCE.cancelled,
  delayMinutes: 0,
};

function crowdDelayMinutes(crowdLevel: string): number {
  return Object.hasOwn(CROWD_DELAY_MINUTES, crowdLevel)
    ? CROWD_DELAY_MINUTES[crowdLevel as CrowdLevel]
    : DEFAULT_CROWD_DELAY_MINUTES;
}

/**
 * The newest report of `direction` created in (now - 30 min, now]. Reports from the future (a client
 * clock ahead of ours) or with an unreadable created_at do not count.
 */
export function latestReport<R extends EtaReport>(
  reports: readonly R[],
  direction: Direction,
  nowMs: number,
): R | undefined {
  let latest: R | undefined;
  let latestMs = nowMs - REPORT_WINDOW_MS;
  for (const report of reports) {
    if (report.direction !== direction) continue;
    const createdMs = Date.parse(report.created_at);
    if (createdMs > latestMs && createdMs <= nowMs) {
      latest = report;
      latestMs = createdMs;
    }
  }
  return latest;
}

export function reportEffect(report: EtaReport | undefined): ReportEffect {
  if (report?.status === "cancelled") return CANCELLED;
  if (report?.status === "delayed") {
    return {
      status: "delayed",
      confidenceScore: DELAYED_CONFIDENCE,
      delayMinutes: crowdDelayMinutes(report.crowd_level),
    };
  }
  return ON_TIME;
}

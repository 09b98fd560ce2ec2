import type { CrowdLevel, ReportStatus } from "@riles/core";

/** How the form names the product's status and crowd values. */
export const STATUS_LABELS: Record<ReportStatus, string> = {
  "on-time": "On Time",
  delayed: "Delayed",
  cancelled: "Cancelled",
};

export const CROWD_LABELS: Record<CrowdLevel, string> = {
  empty: "Empty",
  moderate: "Moderate",
  crowded: "Crowded",
  packed: "Packed",
};

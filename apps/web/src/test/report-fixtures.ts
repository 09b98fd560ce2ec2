import type { ReportRow } from "@riles/core";

/** A stored report as the API answers it: LRT-1 EDSA northbound, delayed and packed, at 08:03 Manila. */
export const EDSA_DELAYED_REPORT: ReportRow = {
  id: "5f0c6a8e-3b1d-4a57-9a3c-2f1e7d9b0c11",
  line_id: "lrt1",
  station_id: "edsa",
  direction: "northbound",
  status: "delayed",
  crowd_level: "packed",
  created_at: "2026-11-24T00:03:00.000Z",
};

/** The report the arrivals tests rest on: the same train with an empty car, two minutes before 08:03 Manila. */
export const EDSA_DELAYED_EMPTY_REPORT: ReportRow = {
  ...EDSA_DELAYED_REPORT,
  crowd_level: "empty",
  created_at: "2026-11-24T00:01:00.000Z",
};

export const LINE_IDS = ["lrt1", "mrt3", "lrt2"] as const;
export type LineId = (typeof LINE_IDS)[number];

export const DIRECTIONS = ["northbound", "southbound", "eastbound", "westbound"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const REPORT_STATUSES = ["on-time", "delayed", "cancelled"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const CROWD_LEVELS = ["empty", "moderate", "crowded", "packed"] as const;
export type CrowdLevel = (typeof CROWD_LEVELS)[number];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Station {
  id: string;
  name: string;
  location: GeoPoint;
  /** Old and common names commuters still search by (the station search matches them too). */
  aliases?: readonly string[];
}

export interface Line {
  id: LineId;
  name: string;
  color: string;
  stations: readonly Station[];
}

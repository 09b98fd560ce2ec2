import {
  type CrowdLevel,
  type Direction,
  getLine,
  getStation,
  type LineId,
  REPORT_DEFAULTS,
  type ReportStatus,
} from "@riles/core";

export interface ReportFormState {
  lineId: LineId | "";
  stationId: string;
  direction: Direction | "";
  status: ReportStatus;
  crowdLevel: CrowdLevel;
}

export const EMPTY_REPORT_FORM: ReportFormState = {
  lineId: "",
  stationId: "",
  direction: "",
  status: REPORT_DEFAULTS.status,
  crowdLevel: REPORT_DEFAULTS.crowdLevel,
};

/** The form as a link from a station's arrivals opens it: ?line=&station=, each kept only if real. */
export function initialReportForm(params: URLSearchParams): ReportFormState {
  const line = getLine(params.get("line") ?? "");
  if (!line) return EMPTY_REPORT_FORM;
  const station = getStation(line.id, params.get("station") ?? "");
  return { ...EMPTY_REPORT_FORM, lineId: line.id, stationId: station?.id ?? "" };
}

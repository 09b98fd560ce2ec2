import {
  type CrowdLevel,
  type Direction,
  getLine,
  getStation,
  type LineId,
  REPORT_DEFAULTS,
  type RefusalTexts,
  type ReportInput,
  type ReportStatus,
  reportInputSchema,
  servingDirections,
  type WebTexts,
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

/**
 * The form as a link from a station's arrivals opens it: ?line=&station=, and &direction= from a direction
 * group; each kept only if real, the direction only if trains leave the station in it.
 */
export function initialReportForm(params: URLSearchParams): ReportFormState {
  const line = getLine(params.get("line") ?? "");
  if (!line) return EMPTY_REPORT_FORM;
  const station = getStation(line.id, params.get("station") ?? "");
  const direction = station
    ? servingDirections(line.id, station.id).find((serving) => serving === params.get("direction"))
    : undefined;
  return { ...EMPTY_REPORT_FORM, lineId: line.id, stationId: station?.id ?? "", direction: direction ?? "" };
}

/** The fields a person must choose, in the order the form shows them. */
export const REQUIRED_REPORT_FIELDS = ["lineId", "stationId", "direction"] as const;
export type RequiredReportField = (typeof REQUIRED_REPORT_FIELDS)[number];
export type ReportFieldErrors = Partial<Record<RequiredReportField, string>>;

/** The catalogue entry of each field's label. */
const REPORT_FIELD_LABELS = {
  lineId: "trainLine",
  stationId: "station",
  direction: "direction",
} as const satisfies Record<RequiredReportField, keyof WebTexts>;

const FIELD_OF_INPUT: Record<string, RequiredReportField> = {
  line_id: "lineId",
  station_id: "stationId",
  direction: "direction",
};

type CheckedReport =
  | { ok: true; report: ReportInput }
  | { ok: false; summary: string; fields: ReportFieldErrors };

/**
 * The form checked before anything is sent: the spec's message naming what is missing, or core's own
 * refusal (a direction that ends at the station), each also on its field.
 */
export function checkReportForm(form: ReportFormState, t: WebTexts): CheckedReport {
  const missing = REQUIRED_REPORT_FIELDS.filter((field) => !form[field]);
  if (missing.length > 0) {
    const fields: ReportFieldErrors = {};
    for (const field of missing) fields[field] = t.missingField[field];
    const names = missing.map((field) => t[REPORT_FIELD_LABELS[field]]).join(", ");
    return { ok: false, summary: t.missingFields(names), fields };
  }
  const parsed = reportInputSchema.safeParse({
    line_id: form.lineId,
    station_id: form.stationId,
    direction: form.direction,
    status: form.status,
    crowd_level: form.crowdLevel,
  });
  if (parsed.success) return { ok: true, report: parsed.data };
  const fields: ReportFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_INPUT[String(issue.path[0])];
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return { ok: false, summary: parsed.error.issues[0]?.message ?? t.fillRequiredFields, fields };
}

/**
 * A new station keeps the chosen direction only if trains leave the station in it; otherwise the direction
 * is cleared and `refused` says why (core's message for that report, in the user's language).
 */
export function withStation(
  form: ReportFormState,
  stationId: string,
  refusals: RefusalTexts,
): { form: ReportFormState; refused?: string } {
  const next = { ...form, stationId };
  if (!next.lineId || !stationId || !next.direction) return { form: next };
  const serving = servingDirections(next.lineId, stationId);
  if (serving.includes(next.direction)) return { form: next };
  const line = getLine(next.lineId);
  const station = getStation(next.lineId, stationId);
  const refused =
    line && station
      ? refusals.notServedDirection({
          line: line.name,
          station: station.name,
          direction: next.direction,
          serving,
        })
      : undefined;
  return { form: { ...next, direction: "" }, refused };
}

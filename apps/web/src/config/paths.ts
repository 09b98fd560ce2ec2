import { CONFIRMED_PATH, type LineId, RESET_PASSWORD_PATH } from "@riles/core";

const AUTH = "/auth";

/**
 * Every in-app address, written once (docs/decisions/032-web-app-structure.md). The mailed links' landings
 * (confirmation, password reset) come from core because the server writes them into the mails.
 */
export const PATHS = {
  lines: "/",
  map: "/map",
  report: "/report",
  settings: "/settings",
  accuracy: "/accuracy",
  moderate: "/moderate",
  journey: "/journey",
  auth: AUTH,
  /** Where Report sends an anonymous visitor, so the sign-in screen can say why they are here. */
  authFromReport: `${AUTH}?from=report`,
  /** Where Moderate sends an anonymous visitor, for the same reason. */
  authFromModerate: `${AUTH}?from=moderate`,
  confirmed: CONFIRMED_PATH,
  resetPassword: RESET_PASSWORD_PATH,
} as const;

interface StationChoice {
  line: LineId;
  station: string;
}

/** Lines with a line and station chosen (a favourite, the nearest station, a map pin). */
export function linesPath({ line, station }: StationChoice): string {
  return `${PATHS.lines}?${new URLSearchParams({ line, station })}`;
}

/** Report with the form filled in for a station, and a direction when one is known. */
export function reportPath({ line, station, direction }: StationChoice & { direction?: string }): string {
  const params = new URLSearchParams({ line, station });
  if (direction) params.set("direction", direction);
  return `${PATHS.report}?${params}`;
}

/** A journey's end in Journey's address: `lrt1.mon`, readable and needing no escapes. */
export function journeyEndParam({ line, station }: StationChoice): string {
  return `${line}.${station}`;
}

/** Journey with the station a rider leaves from filled in ("Go somewhere from here"). */
export function journeyFromPath(from: StationChoice): string {
  return `${PATHS.journey}?${new URLSearchParams({ from: journeyEndParam(from) })}`;
}

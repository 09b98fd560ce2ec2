import type { Line, Station } from "./domain-types";
import { getLine, getStation } from "./lines/lines";
import { LINES } from "./lines/lines-data";

/**
 * What the Lines screen shows for its address's `?line=&station=`: an unknown line is LRT-1, a station not on
 * the line is none. The web app, the server choosing a page and the build writing them read it alike.
 */
export function linesScreenChoice(
  lineId: string | null,
  stationId: string | null,
): { line: Line; station: Station | undefined } {
  const line = getLine(lineId ?? "") ?? LINES[0];
  if (!line) throw new Error("The line data has no lines");
  return { line, station: getStation(line.id, stationId ?? "") };
}

/** The screens whose HTML the web build writes, by their address without slashes (docs/decisions/088). */
const SCREEN_PAGES: Readonly<Record<string, string>> = {
  "": "index",
  map: "map",
  report: "report",
  settings: "settings",
  accuracy: "accuracy",
  moderate: "moderate",
  journey: "journey",
  auth: "auth",
};

/** The page of an address no screen has: the error screen. */
export const NOT_FOUND_PAGE = "not-found";

/** The first line, the Lines screen's own with nothing chosen: its page is `index`. */
const FIRST_LINE = LINES[0]?.id;

/** An address's query parameters: a `URLSearchParams`, or the server's reading of the query. */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * The page the web build writes whose HTML is what the app renders at this address before it knows the rider
 * or the clock (docs/decisions/110-a-page-per-line-and-station.md): a screen's own, on Lines the chosen
 * line's or station's, else the error screen. Matched as the app's router matches: whatever the case, with or
 * without a trailing slash. Other query parameters change nothing in the HTML (what they choose is filled in
 * once the page is live).
 */
export function webPageOf(pathname: string, params: QueryParams): string {
  const page = SCREEN_PAGES[pathname.replace(/^\/+|\/+$/g, "").toLowerCase()] ?? NOT_FOUND_PAGE;
  if (page !== "index") return page;
  const { line, station } = linesScreenChoice(params.get("line"), params.get("station"));
  if (station) return `lines/${line.id}/${station.id}`;
  return line.id === FIRST_LINE ? "index" : `lines/${line.id}`;
}

/** Every page the web build writes, with an address it is rendered at. */
export function webPages(): { name: string; path: string }[] {
  const screens = Object.entries(SCREEN_PAGES).map(([path, name]) => ({ name, path: `/${path}` }));
  const lines = LINES.flatMap((line) => [
    ...(line.id === FIRST_LINE ? [] : [{ name: `lines/${line.id}`, path: `/?line=${line.id}` }]),
    ...line.stations.map((station) => ({
      name: `lines/${line.id}/${station.id}`,
      path: `/?line=${encodeURIComponent(line.id)}&station=${encodeURIComponent(station.id)}`,
    })),
  ]);
  return [...screens, ...lines, { name: NOT_FOUND_PAGE, path: `/${NOT_FOUND_PAGE}` }];
}

import type { Line, LineId, Station } from "../domain-types";
import { getLine } from "../lines/lines";
import { LINES } from "../lines/lines-data";

/**
 * What a search compares: lower case, accents dropped, and nothing but letters and digits, so
 * "Redemptorist Aseana", "redemptorist-aseana" and "Redemptorist–Aseana" are the same text.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Whether the station's name or an alias holds `wanted`, a search already normalised and not empty. */
function stationMatches(station: Station, wanted: string): boolean {
  return [station.name, ...(station.aliases ?? [])].some((name) =>
    normaliseSearchText(name).includes(wanted),
  );
}

interface StationSearchResult {
  /** The chosen line's matching stations, in line order (all of them for an empty search). */
  onLine: Station[];
  /** Matches on the other lines, for a non-empty search only. */
  otherLines: { line: Line; station: Station }[];
}

/** The station search of the Lines screen: by name or alias, ignoring case, accents and punctuation. */
export function searchStations(lineId: LineId, query: string): StationSearchResult {
  // The first screen's search is empty: its stations come without building the Unicode matchers.
  const wanted = query === "" ? "" : normaliseSearchText(query);
  if (wanted === "") return { onLine: [...(getLine(lineId)?.stations ?? [])], otherLines: [] };
  const onLine: Station[] = [];
  const otherLines: StationSearchResult["otherLines"] = [];
  for (const line of LINES) {
    for (const station of line.stations) {
      if (!stationMatches(station, wanted)) continue;
      if (line.id === lineId) onLine.push(station);
      else otherLines.push({ line, station });
    }
  }
  return { onLine, otherLines };
}

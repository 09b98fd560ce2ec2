import { getLine, getStation, type Line, type Station } from "@riles/core";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

function defaultLine(): Line {
  const line = getLine("lrt1");
  if (!line) throw new Error("LRT-1 is missing from the line data");
  return line;
}

/**
 * The chosen line and station live in the URL (?line=&station=), so a reload or a shared link opens the
 * same station. Unknown ids fall back to LRT-1 and no station. Replacing the entry keeps Back meaningful:
 * it leaves the Lines screen rather than stepping through every station tapped.
 */
export function useLineAndStation() {
  const [params, setParams] = useSearchParams();
  const line: Line = getLine(params.get("line") ?? "") ?? defaultLine();
  const station: Station | undefined = getStation(line.id, params.get("station") ?? "");

  const chooseLine = useCallback(
    (lineId: string) => setParams({ line: lineId }, { replace: true }),
    [setParams],
  );
  const chooseStation = useCallback(
    (lineId: string, stationId: string) => setParams({ line: lineId, station: stationId }, { replace: true }),
    [setParams],
  );
  return { line, station, chooseLine, chooseStation };
}

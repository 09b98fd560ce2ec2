import { linesScreenChoice } from "@riles/core";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The chosen line and station live in the URL (?line=&station=), so a reload or a shared link opens the
 * same station. Unknown ids fall back to LRT-1 and no station (core's `linesScreenChoice`, which the
 * server reads too to send the page of that line or station). Replacing the entry keeps Back meaningful:
 * it leaves the Lines screen rather than stepping through every station tapped.
 */
export function useLineAndStation() {
  const [params, setParams] = useSearchParams();
  const { line, station } = linesScreenChoice(params.get("line"), params.get("station"));

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

import { linesScreenChoice } from "@riles/core";
import { startTransition, useCallback, useOptimistic } from "react";
import { useSearchParams } from "react-router";

interface Choice {
  line: string | null;
  station: string | null;
}

/**
 * The chosen line and station live in the URL (?line=&station=), so a reload or a shared link opens the
 * same station. Unknown ids fall back to LRT-1 and no station (core's `linesScreenChoice`, which the
 * server reads too to send the page of that line or station). Replacing the entry keeps Back meaningful:
 * it leaves the Lines screen rather than stepping through every station tapped. A choice shows at once,
 * while the router's navigation to it is a transition: a search typed right after choosing a line goes
 * into that line's search, not into the one on show a moment longer.
 */
export function useLineAndStation() {
  const [params, setParams] = useSearchParams();
  const [chosen, showChoice] = useOptimistic<Choice, Choice>(
    { line: params.get("line"), station: params.get("station") },
    (_inUrl, choice) => choice,
  );
  const { line, station } = linesScreenChoice(chosen.line, chosen.station);

  const chooseLine = useCallback(
    (lineId: string) =>
      startTransition(() => {
        showChoice({ line: lineId, station: null });
        setParams({ line: lineId }, { replace: true });
      }),
    [setParams, showChoice],
  );
  const chooseStation = useCallback(
    (lineId: string, stationId: string) =>
      startTransition(() => {
        showChoice({ line: lineId, station: stationId });
        setParams({ line: lineId, station: stationId }, { replace: true });
      }),
    [setParams, showChoice],
  );
  return { line, station, chooseLine, chooseStation };
}

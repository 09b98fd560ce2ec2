import { getLine, getStation, type JourneyPlanAnswer } from "@riles/core";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";

type Walk = Extract<JourneyPlanAnswer["journeys"][number]["legs"][number], { kind: "walk" }>;
type WalkEnd = Walk["from"];

const stationName = ({ line_id, station_id }: WalkEnd) => getStation(line_id, station_id)?.name ?? station_id;

/**
 * A walk between stations, with the minutes it takes; `betweenRides` for a change of line, out of one paid
 * area and into the next, which says the next line is paid again.
 */
export function WalkLeg({ walk, betweenRides }: { walk: Walk; betweenRides: boolean }) {
  const { t, j } = useJourneyTexts();
  // Both Araneta Center-Cubao stations bear one name: a walk between them says which line each is.
  const sameName = stationName(walk.from) === stationName(walk.to);
  const name = (end: WalkEnd) =>
    sameName ? `${stationName(end)} (${getLine(end.line_id)?.name ?? end.line_id})` : stationName(end);
  return (
    <li className="border-l-4 border-dotted border-slate-400 py-1 pl-3 text-slate-800">
      <p>{j.walk(name(walk.from), name(walk.to), t.minutesInWords(walk.minutes))}</p>
      {betweenRides ? <p className="text-sm text-slate-700">{j.payAgain}</p> : null}
    </li>
  );
}

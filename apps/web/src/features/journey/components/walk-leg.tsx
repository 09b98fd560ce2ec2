import { getStation, type JourneyPlanAnswer } from "@riles/core";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";

type Walk = Extract<JourneyPlanAnswer["journeys"][number]["legs"][number], { kind: "walk" }>;

/** A change of line on foot: out of one paid area and into the next, with the minutes it takes. */
export function WalkLeg({ walk }: { walk: Walk }) {
  const { t, j } = useJourneyTexts();
  const name = ({ line_id, station_id }: Walk["from"]) => getStation(line_id, station_id)?.name ?? station_id;
  return (
    <li className="border-l-4 border-dotted border-slate-400 py-1 pl-3 text-slate-800">
      <p>{j.walk(name(walk.from), name(walk.to), t.minutesInWords(walk.minutes))}</p>
      <p className="text-sm text-slate-700">{j.payAgain}</p>
    </li>
  );
}

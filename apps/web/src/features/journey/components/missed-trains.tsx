import { getLine, getStation, type JourneyPlanAnswer, type PlanDay } from "@riles/core";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";

/**
 * The last trains a way would have needed and has missed, said plainly above the ways still left; `day`
 * says whether they are today's or tomorrow's.
 */
export function MissedTrains({ missed, day }: { missed: JourneyPlanAnswer["missed"]; day: PlanDay }) {
  const { t, j } = useJourneyTexts();
  if (missed.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {missed.map((train) => {
        const line = getLine(train.line_id)?.name ?? train.line_id;
        const station = getStation(train.line_id, train.station_id)?.name ?? train.station_id;
        return (
          <li key={`${train.line_id}-${train.direction}-${train.station_id}`}>
            {train.last_train
              ? j.missedLastTrain(line, station, t.clockTime(new Date(train.last_train)), day)
              : j.missedLastTrainNoTime(line, station, day)}
          </li>
        );
      })}
    </ul>
  );
}

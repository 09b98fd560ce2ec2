import { getLine, getStation, type LineId } from "@riles/core";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { linesPath } from "#web/config/paths.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import type { NextTrainsSlot } from "#web/lib/next-trains-slot.ts";
import type { Favourite } from "../favourites-store";

type ChooseStation = (lineId: LineId, stationId: string) => void;

/** 'Favourites' at the top of the Lines screen: each kept station with its next trains, live. */
export function FavouritesSection({
  favourites,
  onChooseStation,
  nextTrains,
}: {
  favourites: readonly Favourite[];
  onChooseStation: ChooseStation;
  nextTrains: NextTrainsSlot;
}) {
  const { t } = useI18n();
  return (
    <TitledSection title={t.favourites}>
      <ul className="flex flex-col gap-2">
        {favourites.map(({ lineId, stationId }) => {
          const line = getLine(lineId);
          const station = getStation(lineId, stationId);
          if (!line || !station) return null;
          const href = linesPath({ line: lineId, station: stationId });
          return (
            <li
              key={`${lineId}/${stationId}`}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 border-l-4 bg-white p-3"
              style={{ borderLeftColor: line.color }}
            >
              <a
                href={href}
                onClick={(event) => {
                  event.preventDefault();
                  onChooseStation(lineId, stationId);
                }}
                className={`self-start rounded py-2.5 font-semibold text-indigo-800 underline underline-offset-4 ${FOCUS_RING.default}`}
              >
                {station.name} <span className="font-normal text-slate-600">{line.name}</span>
              </a>
              {nextTrains({ lineId, stationId, label: t.nextTrainsAt(station.name) })}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

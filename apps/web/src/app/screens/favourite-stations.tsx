import { type LineId, servingDirections } from "@riles/core";
import { StationNextTrains } from "#web/features/arrivals/components/station-next-trains.tsx";
import { FavouritesSection } from "#web/features/favourites/components/favourites-section.tsx";
import type { Favourite } from "#web/features/favourites/favourites-store.ts";
import { ReminderActions } from "#web/features/reminders/components/reminder-actions.tsx";

/**
 * The Favourites section with each kept station's next trains and "Remind me" (loaded only when there are
 * favourites).
 */
export function FavouriteStations(props: {
  favourites: readonly Favourite[];
  onChooseStation: (lineId: LineId, stationId: string) => void;
}) {
  return (
    <FavouritesSection
      {...props}
      nextTrains={(station) => (
        <>
          <StationNextTrains {...station} />
          <ReminderActions
            lineId={station.lineId}
            stationId={station.stationId}
            directions={servingDirections(station.lineId, station.stationId)}
            etas={[]}
            nameStation
          />
        </>
      )}
    />
  );
}

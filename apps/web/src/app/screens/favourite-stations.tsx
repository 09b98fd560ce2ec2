import { type LineId, servingDirections } from "@riles/core";
import { StationNextTrains } from "../../features/arrivals/components/station-next-trains";
import { FavouritesSection } from "../../features/favourites/components/favourites-section";
import type { Favourite } from "../../features/favourites/favourites-store";
import { ReminderActions } from "../../features/reminders/components/reminder-actions";

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
          />
        </>
      )}
    />
  );
}

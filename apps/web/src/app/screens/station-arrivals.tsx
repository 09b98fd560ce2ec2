import type { Line, Station } from "@riles/core";
import { ArrivalsPanel } from "../../features/arrivals/components/arrivals-panel";
import { FavouriteButton } from "../../features/favourites/favourite-button";

/** The chosen station's arrivals with the favourite star beside Refresh (loaded once a station is chosen). */
export function StationArrivals({
  line,
  station,
  onSettled,
}: {
  line: Line;
  station: Station;
  onSettled?: () => void;
}) {
  return (
    <ArrivalsPanel
      line={line}
      station={station}
      onSettled={onSettled}
      actions={
        <FavouriteButton favourite={{ lineId: line.id, stationId: station.id }} stationName={station.name} />
      }
    />
  );
}

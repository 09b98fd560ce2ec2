import type { Line, Station } from "@riles/core";
import { ArrivalsPanel } from "../../features/arrivals/components/arrivals-panel";
import { FavouriteButton } from "../../features/favourites/favourite-button";
import { ReminderActions } from "../../features/reminders/components/reminder-actions";

/**
 * The chosen station's arrivals with the favourite star beside Refresh and the reminders under each
 * direction (loaded once a station is chosen).
 */
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
      directionActions={({ direction, etas }) => (
        <ReminderActions lineId={line.id} stationId={station.id} directions={[direction]} etas={etas} wake />
      )}
    />
  );
}

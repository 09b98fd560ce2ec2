import { type Line, MAP_VIEW } from "@riles/core";
import { Marker, Polyline, Popup } from "react-leaflet";
import { STATION_ICON } from "./station-icon";

/** One line on the map: its track through the stations in the line colour, and a pin per station. */
export function LineLayer({ line }: { line: Line }) {
  return (
    <>
      <Polyline
        positions={line.stations.map(({ location }) => [location.latitude, location.longitude])}
        className="rail-line"
        pathOptions={{ color: line.color, weight: MAP_VIEW.lineWeight, opacity: MAP_VIEW.lineOpacity }}
      />
      {line.stations.map((station) => (
        <Marker
          key={station.id}
          position={[station.location.latitude, station.location.longitude]}
          icon={STATION_ICON}
          title={station.name}
          alt={`${station.name}, ${line.name}`}
        >
          <Popup>
            <p className="font-semibold">{station.name}</p>
            <p>{line.name}</p>
          </Popup>
        </Marker>
      ))}
    </>
  );
}

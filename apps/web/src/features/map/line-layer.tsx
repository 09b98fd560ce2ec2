import type { Line } from "@riles/core";
import { Marker, Polyline, Popup } from "react-leaflet";
import { Link } from "react-router";
import { linesPath } from "#web/config/paths.ts";
import { MAP_VIEW } from "#web/config/settings.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { stationIcon } from "./station-icon";

/** One line on the map: its track through the stations in the line colour, and a pin per station. */
export function LineLayer({ line }: { line: Line }) {
  const pin = stationIcon(line);
  const { t } = useI18n();
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
          icon={pin}
          title={station.name}
          alt={`${station.name}, ${line.name}`}
        >
          <Popup>
            <p className="m-0! text-base font-semibold">{station.name}</p>
            <p className="m-0! text-sm">{line.name}</p>
            <Link
              to={linesPath({ line: line.id, station: station.id })}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700! underline"
            >
              {t.seeArrivals}
            </Link>
          </Popup>
        </Marker>
      ))}
    </>
  );
}

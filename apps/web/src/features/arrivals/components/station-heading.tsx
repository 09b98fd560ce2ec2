import type { Line, Station } from "@riles/core";

/** The arrivals' heading: the station's name, marked with its line's colour. */
export function StationHeading({ line, station }: { line: Line; station: Station }) {
  return (
    <h2
      id="arrivals-heading"
      className="border-l-4 pl-2 text-xl font-bold"
      style={{ borderColor: line.color }}
    >
      {station.name}
    </h2>
  );
}

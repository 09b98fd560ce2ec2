import type { Line, Station } from "@riles/core";
import { ArrivalPlaceholders } from "./arrival-placeholders";
import { StationHeading } from "./station-heading";

/** Where a button or a link of the arrivals will be, the height of a tap target, until they load. */
const TAP_TARGET_SPACE = "min-h-11";

/**
 * A station's arrivals before they load: its name, the grey cards, and room for the buttons and the report
 * link, so nothing moves when they come (the arrivals panel's own layout). It is the station's page's HTML
 * and what shows while it hydrates: the arrivals need the clock (docs/decisions/110-a-page-per-line-and-station.md).
 */
export function ArrivalsSkeleton({ line, station }: { line: Line; station: Station }) {
  return (
    <section aria-labelledby="arrivals-heading" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <StationHeading line={line} station={station} />
        <div aria-hidden="true" className={TAP_TARGET_SPACE} />
      </div>
      <ArrivalPlaceholders />
      <div aria-hidden="true" className={TAP_TARGET_SPACE} />
    </section>
  );
}

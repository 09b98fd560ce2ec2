import { STATION_SCROLL_DELAY_MS } from "@riles/core";
import { lazy, Suspense, useEffect, useRef } from "react";
import { ArrivalPlaceholders } from "../../arrivals/components/arrival-placeholders";
import { NearestStationCard } from "../../location/components/nearest-station-card";
import { useLineAndStation } from "../use-line-and-station";
import { LinePicker } from "./line-picker";
import { StationPicker } from "./station-picker";

// The arrivals (ETA engine, schedules, live stream) load when a station is first chosen, so the first
// screen a commuter sees on slow mobile data carries only the pickers.
const ArrivalsPanel = lazy(async () => ({
  default: (await import("../../arrivals/components/arrivals-panel")).ArrivalsPanel,
}));

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Home: nearest station, line picker, station list, and the chosen station's arrivals below. */
export function LinesScreen() {
  const { line, station, chooseLine, chooseStation } = useLineAndStation();
  const arrivalsRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  function openStation(lineId: string, stationId: string) {
    chooseStation(lineId, stationId);
    clearTimeout(scrollTimer.current);
    // Spec: after 100 ms, so the arrivals have rendered below the list before scrolling to them.
    scrollTimer.current = setTimeout(() => {
      arrivalsRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    }, STATION_SCROLL_DELAY_MS);
  }

  return (
    <div className="flex flex-col gap-5 p-4">
      <NearestStationCard onChooseStation={openStation} />
      <LinePicker selected={line} onChoose={chooseLine} />
      <StationPicker
        key={line.id}
        line={line}
        selected={station}
        onChoose={(stationId) => openStation(line.id, stationId)}
      />
      <div ref={arrivalsRef} className="scroll-mt-20">
        {station ? (
          <Suspense fallback={<ArrivalPlaceholders />}>
            <ArrivalsPanel key={`${line.id}/${station.id}`} line={line} station={station} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

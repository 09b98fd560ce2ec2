import type { LineId } from "@riles/core";
import { useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.tsx";
import { LazyPart } from "#web/components/ui/lazy-part.tsx";
import { PATHS } from "#web/config/paths.ts";
import { STATION_SCROLL_DELAY_MS } from "#web/config/settings.ts";
import { ArrivalsSkeleton } from "#web/features/arrivals/components/arrivals-skeleton.tsx";
import { useFavourites } from "#web/features/favourites/favourites-store.ts";
import { useLineTroubles } from "#web/features/line-status/use-line-statuses.ts";
import { LinePicker } from "#web/features/lines/components/line-picker.tsx";
import { StationPicker } from "#web/features/lines/components/station-picker.tsx";
import { useLineAndStation } from "#web/features/lines/use-line-and-station.ts";
import { NearestStationCard } from "#web/features/location/components/nearest-station-card.tsx";
import { useHydrated } from "#web/hooks/use-hydrated.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { lazyNamed } from "#web/lib/lazy-named.ts";
import type { NextTrainsSlot } from "#web/lib/next-trains-slot.ts";
import { scrollBehaviour } from "#web/lib/reduced-motion.ts";

// The arrivals (ETA engine, schedules, live stream) load when a station is first chosen, so the first
// screen a commuter sees on slow mobile data carries only the pickers.
const StationArrivals = lazyNamed(() => import("./station-arrivals"), "StationArrivals");
// Favourites need the same engine; they load only when there are some.
const FavouriteStations = lazyNamed(() => import("./favourite-stations"), "FavouriteStations");
// The next trains bring the ETA engine: fetched once a station is near, not with the first screen.
const StationNextTrains = lazyNamed(
  () => import("#web/features/arrivals/components/station-next-trains.tsx"),
  "StationNextTrains",
);

function LoadingNextTrains() {
  const { t } = useI18n();
  return <p className="text-sm text-slate-600">{t.loadingNextTrains}</p>;
}

const nearestNextTrains: NextTrainsSlot = (station) => (
  <LazyPart fallback={<LoadingNextTrains />}>
    <StationNextTrains {...station} />
  </LazyPart>
);

/**
 * Scrolls to the arrivals once a station was chosen, the product's 100 ms have passed and the arrivals have
 * their final height (not the placeholders), so every direction's next train ends up in view.
 */
function useScrollToArrivals() {
  const target = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const state = useRef({ wanted: false, delayPassed: false, settled: false });

  useEffect(() => () => clearTimeout(timer.current), []);

  const scrollIfReady = useCallback(() => {
    const { wanted, delayPassed, settled } = state.current;
    if (!wanted || !delayPassed || !settled) return;
    state.current.wanted = false;
    target.current?.scrollIntoView({ behavior: scrollBehaviour(), block: "start" });
  }, []);

  /** A station was chosen; `sameStation` when its arrivals are already on screen. */
  const requestScroll = useCallback(
    (sameStation: boolean) => {
      state.current = { wanted: true, delayPassed: false, settled: sameStation && state.current.settled };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        state.current.delayPassed = true;
        scrollIfReady();
      }, STATION_SCROLL_DELAY_MS);
    },
    [scrollIfReady],
  );

  const onSettled = useCallback(() => {
    state.current.settled = true;
    scrollIfReady();
  }, [scrollIfReady]);

  return { target, requestScroll, onSettled };
}

/** Home: favourites, nearest station, line picker, station list, and the chosen station's arrivals below. */
export function LinesScreen() {
  const { line, station, chooseLine, chooseStation } = useLineAndStation();
  const { favourites } = useFavourites();
  const troubleOf = useLineTroubles();
  const { target, requestScroll, onSettled } = useScrollToArrivals();
  const hydrated = useHydrated();
  const { t } = useI18n();

  // Opened on a station (the map's "See arrivals", a shared link, a reminder's tap), the screen goes to its
  // arrivals as a choice on the page does, not to the top, where they start off a phone's screen.
  const openedOnStation = useRef(station !== undefined);
  useEffect(() => {
    if (openedOnStation.current) requestScroll(false);
  }, [requestScroll]);

  function openStation(lineId: LineId, stationId: string) {
    requestScroll(lineId === line.id && stationId === station?.id);
    chooseStation(lineId, stationId);
  }

  useScreenTitle(t.tabLines);
  return (
    <div className="flex flex-col gap-5 p-4">
      <h1 className="sr-only">{t.tabLines}</h1>
      {favourites.length > 0 ? (
        <LazyPart fallback={null}>
          <FavouriteStations favourites={favourites} onChooseStation={openStation} />
        </LazyPart>
      ) : null}
      <NearestStationCard onChooseStation={openStation} nextTrains={nearestNextTrains} />
      <Link to={PATHS.journey} className={buttonClass("secondary", "self-start")}>
        {t.planJourney}
      </Link>
      <LinePicker selected={line} onChoose={chooseLine} troubleOf={troubleOf} />
      <StationPicker key={line.id} line={line} selected={station} onChoose={openStation} />
      <div ref={target}>
        {station && hydrated ? (
          <LazyPart fallback={<ArrivalsSkeleton line={line} station={station} />}>
            <StationArrivals
              key={`${line.id}/${station.id}`}
              line={line}
              station={station}
              onSettled={onSettled}
            />
          </LazyPart>
        ) : null}
        {/* The station's page's HTML, until the page is live: its arrivals need the clock. */}
        {station && !hydrated ? <ArrivalsSkeleton line={line} station={station} /> : null}
      </div>
    </div>
  );
}

import { type LineId, NEAREST_STATIONS, type NearestStation } from "@riles/core";
import { type Ref, useLayoutEffect, useRef, useState } from "react";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { LocateFixedIcon, MapPinIcon, RefreshIcon } from "#web/components/ui/icons.tsx";
import { linesPath } from "#web/config/paths.ts";
import { focusLost } from "#web/lib/focus-lost.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import type { NextTrainsSlot } from "#web/lib/next-trains-slot.ts";
import { formatDistance } from "../format-distance";
import type { LocationMessage } from "../position-error";
import { useNearestStations } from "../use-nearest-stations";

type ChooseStation = (lineId: LineId, stationId: string) => void;

const REACH_KM = NEAREST_STATIONS.maxDistanceMeters / 1000;
const CARD = `flex flex-col gap-3 shadow-sm ${CARD_CLASS}`;
const BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 ${FOCUS_RING.default}`;

/**
 * The error card's rows (heading, a two-line message, the retry button), so that a refused or failed
 * location, the usual outcome on a first visit, moves nothing below the card
 * (docs/decisions/071-the-shell-paints-first.md).
 */
function LoadingPlaceholder({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { t } = useI18n();
  return (
    <div ref={ref} tabIndex={-1} className={`${CARD} focus:outline-none`}>
      <span className="sr-only">{t.findingLocation}</span>
      <div
        aria-hidden="true"
        className="h-7 w-40 max-w-full rounded bg-slate-200 motion-safe:animate-pulse"
      />
      <div aria-hidden="true" className="h-10 rounded bg-slate-200 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-11 w-32 rounded bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}

function LocationError({
  message,
  onRetry,
  buttonRef,
}: {
  message: LocationMessage;
  onRetry: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="location-error-heading" className={`${CARD} border-red-200 bg-red-50`}>
      <h2 id="location-error-heading" className="text-lg font-semibold text-red-800">
        {t.locationError}
      </h2>
      <p className="text-sm text-red-800">{t[message]}</p>
      <button ref={buttonRef} type="button" onClick={onRetry} className={BUTTON}>
        <RefreshIcon className="size-4" />
        {t.tryAgain}
      </button>
    </section>
  );
}

function AlsoNearby({ stations, onChoose }: { stations: NearestStation[]; onChoose: ChooseStation }) {
  const { t } = useI18n();
  return (
    <ul
      aria-label={t.alsoNearby}
      className="flex flex-col divide-y divide-slate-100 border-t border-slate-100"
    >
      {stations.map(({ station, lineId, lineName, distance }) => (
        <li key={`${lineId}/${station.id}`}>
          <button
            type="button"
            onClick={() => onChoose(lineId, station.id)}
            className={`flex min-h-11 w-full items-center justify-between gap-2 rounded py-2 text-left text-sm hover:bg-slate-50 ${FOCUS_RING.default}`}
          >
            <span>
              <span className="font-medium text-slate-900">{station.name}</span>{" "}
              <span className="text-slate-600">{lineName}</span>
            </span>
            <span className="shrink-0 text-slate-600">{formatDistance(t, distance)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function NearestStationHeading() {
  const { t } = useI18n();
  return (
    <h2
      id="nearest-station-heading"
      className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600"
    >
      <MapPinIcon className="size-4" />
      {t.nearestStation}
    </h2>
  );
}

function UpdateLocationButton({
  onUpdate,
  updateRef,
}: {
  onUpdate: () => void;
  updateRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  return (
    <button ref={updateRef} type="button" onClick={onUpdate} className={BUTTON}>
      <LocateFixedIcon className="size-4" />
      {t.updateLocation}
    </button>
  );
}

/**
 * What "Update Location" or "Try Again" found when no station is within reach. Its line takes the focus
 * the pressed button had, so a screen reader reads what happened; "Update Location" is the next Tab. A
 * position from an IP lookup may be far from the rider: the card says it is approximate, as it does beside
 * a station found.
 */
function NoStationNear({
  approximate,
  onUpdate,
  messageRef,
}: {
  approximate: boolean;
  onUpdate: () => void;
  messageRef: Ref<HTMLParagraphElement>;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="nearest-station-heading" className={CARD}>
      <NearestStationHeading />
      <p ref={messageRef} tabIndex={-1} className="text-sm text-slate-700 focus:outline-none">
        {t.noStationNear(REACH_KM)}
      </p>
      {approximate ? <p className="text-sm text-amber-800">{t.approximateLocation}</p> : null}
      <UpdateLocationButton onUpdate={onUpdate} />
    </section>
  );
}

function NearestStationDetails({
  nearest,
  approximate,
  onChoose,
  onUpdate,
  updateRef,
  nextTrains,
}: {
  nearest: [NearestStation, ...NearestStation[]];
  approximate: boolean;
  onChoose: ChooseStation;
  onUpdate: () => void;
  updateRef: Ref<HTMLButtonElement>;
  nextTrains: NextTrainsSlot;
}) {
  const [first, ...others] = nearest;
  const { t } = useI18n();
  return (
    <section aria-labelledby="nearest-station-heading" className={CARD}>
      <NearestStationHeading />
      <div>
        <a
          href={linesPath({ line: first.lineId, station: first.station.id })}
          onClick={(event) => {
            event.preventDefault();
            onChoose(first.lineId, first.station.id);
          }}
          className={`inline-flex min-h-11 items-center rounded text-left text-xl font-bold text-indigo-800 underline underline-offset-4 ${FOCUS_RING.default}`}
        >
          {first.station.name}
        </a>
        <p className="flex gap-2 text-sm text-slate-700">
          <span>{first.lineName}</span>
          <span>{formatDistance(t, first.distance)}</span>
        </p>
      </div>
      {nextTrains({
        lineId: first.lineId,
        stationId: first.station.id,
        label: t.nextTrainsAt(first.station.name),
      })}
      {approximate ? <p className="text-sm text-amber-800">{t.approximateLocation}</p> : null}
      {others.length > 0 ? <AlsoNearby stations={others} onChoose={onChoose} /> : null}
      <UpdateLocationButton onUpdate={onUpdate} updateRef={updateRef} />
    </section>
  );
}

/**
 * The nearest-station card (docs/product.md): the location flow runs on mount; choosing a station opens
 * its arrivals through `onChooseStation`. Nothing is shown when no station is within reach, unless the rider
 * asked to be located again.
 */
export function NearestStationCard({
  onChooseStation,
  nextTrains,
}: {
  onChooseStation: ChooseStation;
  nextTrains: NextTrainsSlot;
}) {
  const { nearest, location, isLoading, error, refresh } = useNearestStations();
  const [first, ...others] = nearest;
  const { t } = useI18n();
  // "Update Location" and "Try Again" go away with the card while it locates: the focus they had waits on
  // the placeholder, then goes to the button of the card that settles, or to the line saying no station is
  // near (only one of the two is on the page), unless the rider moved it meanwhile
  // (docs/decisions/131-busy-buttons-keep-focus.md).
  const handingFocus = useRef(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (!handingFocus.current) return;
    if (!isLoading) handingFocus.current = false;
    if (focusLost())
      (isLoading ? placeholderRef.current : (buttonRef.current ?? messageRef.current))?.focus();
  }, [isLoading]);
  // A first visit far from every line shows nothing; a rider who asked to be located again is told so,
  // rather than seeing the card vanish with the focus.
  const [asked, setAsked] = useState(false);
  const retry = () => {
    handingFocus.current = true;
    setAsked(true);
    refresh();
  };

  function content() {
    if (isLoading) return <LoadingPlaceholder ref={placeholderRef} />;
    if (error) return <LocationError message={error} onRetry={retry} buttonRef={buttonRef} />;
    if (!first)
      return asked ? (
        <NoStationNear approximate={location?.source === "ip"} onUpdate={retry} messageRef={messageRef} />
      ) : null;
    return (
      <NearestStationDetails
        nearest={[first, ...others]}
        approximate={location?.source === "ip"}
        onChoose={onChooseStation}
        onUpdate={retry}
        updateRef={buttonRef}
        nextTrains={nextTrains}
      />
    );
  }

  const body = content();
  if (body === null) return null;
  // What the search found is announced once it settles, in a line of its own: the card itself holds
  // next trains that count down every minute, which a live region would read out each time.
  const found = isLoading
    ? ""
    : error
      ? t[error]
      : first
        ? t.nearestStationFound(first.station.name, first.lineName)
        : t.noStationNear(REACH_KM);
  return (
    <div aria-busy={isLoading}>
      <p role="status" className="sr-only">
        {found}
      </p>
      {body}
    </div>
  );
}

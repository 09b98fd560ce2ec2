import type { Line, Station } from "@riles/core";
import { Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.tsx";
import { PartBoundary } from "#web/components/ui/part-boundary.tsx";
import { journeyFromPath } from "#web/config/paths.ts";
import { ArrivalsPanel } from "#web/features/arrivals/components/arrivals-panel.tsx";
import { FavouriteButton } from "#web/features/favourites/favourite-button.tsx";
import { ReminderActions } from "#web/features/reminders/components/reminder-actions.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { lazyNamed } from "#web/lib/lazy-named.ts";

// How full trains usually are comes after the arrivals, in its own chunk: it never delays them.
const UsualCrowding = lazyNamed(
  () => import("#web/features/crowding/components/usual-crowding.tsx"),
  "UsualCrowding",
);

/**
 * The chosen station's arrivals with the favourite star beside Refresh and the reminders under each
 * direction (loaded once a station is chosen), and under them, once they have loaded, how full trains
 * usually are. "Go somewhere from here" opens Journey from this station.
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
  const { t } = useI18n();
  const [arrivalsShown, setArrivalsShown] = useState(false);
  const settled = useCallback(() => {
    setArrivalsShown(true);
    onSettled?.();
  }, [onSettled]);
  return (
    <div className="flex flex-col gap-6">
      <ArrivalsPanel
        line={line}
        station={station}
        onSettled={settled}
        actions={
          <FavouriteButton
            favourite={{ lineId: line.id, stationId: station.id }}
            stationName={station.name}
          />
        }
        directionActions={({ direction, etas }) => (
          <ReminderActions
            lineId={line.id}
            stationId={station.id}
            directions={[direction]}
            etas={etas}
            wake
          />
        )}
      />
      <Link
        to={journeyFromPath({ line: line.id, station: station.id })}
        className={buttonClass("secondary", "self-start")}
      >
        {t.goSomewhereFromHere}
      </Link>
      {arrivalsShown ? (
        <PartBoundary fallback={<p className="text-sm text-slate-600">{t.usualCrowdNotLoaded}</p>}>
          <Suspense fallback={<p className="text-sm text-slate-600">{t.loadingUsualCrowd}</p>}>
            <UsualCrowding line={line} station={station} />
          </Suspense>
        </PartBoundary>
      ) : null}
    </div>
  );
}

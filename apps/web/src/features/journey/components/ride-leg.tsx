import { getLine, getStation, type JourneyPlanAnswer } from "@riles/core";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import type { RideActionsSlot } from "#web/lib/ride-actions-slot.ts";

type Ride = Extract<JourneyPlanAnswer["journeys"][number]["legs"][number], { kind: "ride" }>;

const TROUBLE_COLOUR = { delayed: "bg-amber-800", cancelled: "bg-red-700" } as const;
const MARK = "ml-2 rounded px-1.5 text-sm text-white";

/**
 * One train ride: the line in its colour and the terminus it runs towards (the platform's sign), where to
 * board and alight, the stops, when it leaves and whether that rests on riders' reports or the timetable,
 * its fare, the line's mark when riders report trouble or when it is closed as the rider gets there, and
 * what other features offer for the ride.
 */
export function RideLeg({ ride, actions }: { ride: Ride; actions?: RideActionsSlot }) {
  const { t, j } = useJourneyTexts();
  const line = getLine(ride.line_id);
  const name = (stationId: string) => getStation(ride.line_id, stationId)?.name ?? stationId;
  return (
    <li className="flex flex-col gap-0.5 border-l-4 py-1 pl-3" style={{ borderColor: line?.color }}>
      <p className="font-semibold">
        {j.ride(line?.name ?? ride.line_id, name(ride.towards_station_id))}
        {/* A space before each mark, so a screen reader does not run the terminus into it. */}
        {ride.trouble ? (
          <>
            {" "}
            <span className={`${MARK} ${TROUBLE_COLOUR[ride.trouble]}`}>{t.lineTrouble[ride.trouble]}</span>
          </>
        ) : null}
        {ride.closed ? (
          <>
            {" "}
            <span className={`${MARK} bg-slate-700`}>{j.lineClosed}</span>
          </>
        ) : null}
      </p>
      <p>
        {j.boardAlight(name(ride.board_station_id), name(ride.alight_station_id))}, {j.stops(ride.stops)}
      </p>
      <p className="text-sm text-slate-700">
        {j.departs(t.clockTime(new Date(ride.departure)))} ({j[ride.basis]}).{" "}
        {j.arrives(t.clockTime(new Date(ride.arrival)))}.
      </p>
      <p className="text-sm text-slate-700">{j.fare(ride.fare)}</p>
      {actions ? (
        <div className="flex flex-wrap items-center gap-x-3">
          {actions({
            lineId: ride.line_id,
            direction: ride.direction,
            boardStationId: ride.board_station_id,
            alightStationId: ride.alight_station_id,
            departure: new Date(ride.departure),
          })}
        </div>
      ) : null}
    </li>
  );
}

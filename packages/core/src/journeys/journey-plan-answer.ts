import type { StationRef } from "../lines/interchanges";
import type { JourneyPlanAnswer } from "../schemas/journey-plan";
import type { Journey, JourneyInput, JourneyPlan } from "./journey-types";

type JourneyAnswer = JourneyPlanAnswer["journeys"][number];

const refAnswer = (ref: StationRef) => ({ line_id: ref.lineId, station_id: ref.stationId });

function journeyAnswer(journey: Journey): JourneyAnswer {
  return {
    legs: journey.legs.map((leg) =>
      leg.kind === "ride"
        ? {
            kind: "ride",
            line_id: leg.lineId,
            direction: leg.direction,
            towards_station_id: leg.towardsStationId,
            board_station_id: leg.boardStationId,
            alight_station_id: leg.alightStationId,
            stops: leg.stops,
            departure: leg.departure.toISOString(),
            arrival: leg.arrival.toISOString(),
            basis: leg.basis,
            fare: leg.fare,
            trouble: leg.trouble,
            closed: leg.closed,
          }
        : {
            kind: "walk",
            from: refAnswer(leg.from),
            to: refAnswer(leg.to),
            minutes: leg.minutes,
            start: leg.start.toISOString(),
            end: leg.end.toISOString(),
          },
    ),
    departure: journey.departure.toISOString(),
    arrival: journey.arrival.toISOString(),
    minutes: journey.minutes,
    fare: journey.fare,
    transfers: journey.transfers,
  };
}

/** A plan as GET /api/journeys answers it (docs/product.md, Journeys). */
export function journeyPlanAnswer(input: JourneyInput, plan: JourneyPlan): JourneyPlanAnswer {
  return {
    from: refAnswer(input.from),
    to: refAnswer(input.to),
    leave_at: (input.leaveAt ?? input.now).toISOString(),
    fare: input.fare,
    journeys: plan.journeys.map(journeyAnswer),
    missed: plan.missed.map((missed) => ({
      line_id: missed.lineId,
      direction: missed.direction,
      station_id: missed.stationId,
      last_train: missed.lastTrain?.toISOString() ?? null,
    })),
    first_next_day: plan.firstNextDay ? journeyAnswer(plan.firstNextDay) : null,
  };
}

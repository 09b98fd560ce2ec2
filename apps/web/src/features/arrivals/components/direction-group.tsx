import { DIRECTION_LABELS, type Direction, type Eta } from "@riles/core";
import { ArrivalCard } from "./arrival-card";

/** One direction's trains, soonest first; the first is the next train. */
export function DirectionGroup({ direction, etas }: { direction: Direction; etas: readonly Eta[] }) {
  const headingId = `arrivals-${direction}`;
  const sorted = [...etas].sort((a, b) => a.estimatedArrival.getTime() - b.estimatedArrival.getTime());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {DIRECTION_LABELS[direction]}
      </h3>
      <ol className="flex flex-col gap-2">
        {sorted.map((eta, index) => (
          <ArrivalCard
            key={eta.id}
            estimatedArrival={eta.estimatedArrival}
            direction={eta.direction}
            isNext={index === 0}
            status={eta.status}
          />
        ))}
      </ol>
    </section>
  );
}

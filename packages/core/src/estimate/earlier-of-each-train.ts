import type { TrainArrival } from "./estimate-arrivals";

const arrivalMs = (train: TrainArrival) => train.eta.estimatedArrival.getTime();

/**
 * The timetable's trains, each taken over by a sighted train that comes before it. Riders report late,
 * never early: a lone sighting later than the timetable may be a late report of the timetable's train, so
 * it names that train and leaves its time; one earlier tells of a train ahead of the timetable
 * (docs/decisions/070-a-lone-sighting-only-brings-trains-forward.md). A timetable train the sighting
 * does not name still says what the estimate rests on: the train seen, not the timetable alone.
 */
export function earlierOfEachTrain(
  timetable: readonly TrainArrival[],
  sighted: readonly TrainArrival[],
  sameTrainMs: number,
  most: number,
): TrainArrival[] {
  const trains: TrainArrival[] = [];
  for (const train of [...timetable, ...sighted].sort((a, b) => arrivalMs(a) - arrivalMs(b))) {
    const before = trains.at(-1);
    if (before && arrivalMs(train) - arrivalMs(before) < sameTrainMs) continue;
    trains.push(train.eta.basis.kind === "timetable" ? namedBy(train, sighted, sameTrainMs) : train);
  }
  return trains.slice(0, most);
}

/** A timetable train with the basis of the sighted train nearest it: the same train when close enough. */
function namedBy(train: TrainArrival, sighted: readonly TrainArrival[], sameTrainMs: number): TrainArrival {
  let nearest: TrainArrival | undefined;
  for (const candidate of sighted) {
    const gap = Math.abs(arrivalMs(candidate) - arrivalMs(train));
    if (!nearest || gap < Math.abs(arrivalMs(nearest) - arrivalMs(train))) nearest = candidate;
  }
  const basis = nearest?.eta.basis;
  if (!nearest || basis?.kind !== "sighting") return train;
  const sameTrain = Math.abs(arrivalMs(nearest) - arrivalMs(train)) < sameTrainMs;
  return {
    ...train,
    eta: { ...train.eta, basis: { ...basis, trainSighted: basis.trainSighted && sameTrain } },
  };
}

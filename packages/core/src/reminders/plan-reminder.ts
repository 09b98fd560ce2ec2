import type { Direction, LineId } from "../domain-types";
import { estimateArrivals } from "../estimate/estimate-arrivals";
import type { EstimateBasis, EstimatedArrival, LineReport } from "../estimate/estimate-types";
import type { KeptDayHabits } from "../estimate/kept-day-habits";
import { arrivalsOn } from "../schedule/station-times";
import { manilaDayStartMs, manilaWeekday } from "../time/manila-time";
import type { ReminderKind } from "./reminder-constants";
import { stopBefore, travelBetween } from "./ride-stops";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** An estimate this much earlier than the planned train is another train, not this one running early. */
const SAME_TRAIN_EARLY_MS = 2 * MINUTE_MS;
/** A notice about a train less than this away would come too late to act on (docs/product.md, "Reminders"). */
const LAST_USEFUL_MS = MINUTE_MS;
/** A scheduler that wakes this little before the planned moment sends rather than waiting again. */
const SEND_EARLY_MS = 30_000;
/** A get-off alert still helps this long after the train was due at the stop (trains run late). */
const GET_OFF_GRACE_MS = 3 * MINUTE_MS;

/** A reminder as the planner reads it (the server's row, in core's words). */
export interface ReminderPlan {
  kind: ReminderKind;
  lineId: LineId;
  stationId: string;
  direction: Direction;
  leadMinutes: number;
  /** Regular trips: Manila weekdays (0 = Sunday) and the window's minutes of the day, start inclusive. */
  days: readonly number[] | null;
  windowStart: number | null;
  windowEnd: number | null;
  getOffStationId: string | null;
  /** The train the next notice is about: its arrival at the boarding station. */
  trainAt: Date;
  /** Get-off alerts: 0 before the stop before the commuter's, 1 for the stop itself. */
  stage: number;
}

/** When to wake next, and the train that notice will be about. */
export interface Occurrence {
  dueAt: Date;
  trainAt: Date;
  stage: number;
}

export type ReminderNotice =
  | { kind: "arriving"; minutes: number; basis: EstimateBasis }
  | { kind: "cancelled" }
  | { kind: "stop-next"; stopId: string }
  | { kind: "stop-now"; stopId: string };

export type ReminderDecision =
  | { action: "send"; notice: ReminderNotice; next: Occurrence | undefined }
  | { action: "wait"; next: Occurrence }
  /** Nothing useful to say any more (its train has gone): no notice, only the next occurrence if any. */
  | { action: "skip"; next: Occurrence | undefined };

/** Scheduled arrivals of a direction at a station from `from` on, over today's and tomorrow's service. */
function scheduledFrom(lineId: LineId, stationId: string, direction: Direction, from: Date): number[] {
  const today = manilaDayStartMs(from);
  return [today, today + DAY_MS]
    .flatMap((day) => arrivalsOn(lineId, stationId, direction, day))
    .filter((at) => at >= from.getTime());
}

/**
 * The first train worth a "next train" reminder: the soonest one, by the best estimate and then the
 * timetable, that is still at least the lead time away (a reminder after the moment helps nobody).
 */
export function firstNextTrain(
  plan: Pick<ReminderPlan, "lineId" | "stationId" | "direction" | "leadMinutes">,
  now: Date,
  reports: readonly LineReport[],
  ridersPrior?: KeptDayHabits,
): Occurrence | undefined {
  const leadMs = plan.leadMinutes * MINUTE_MS;
  const estimates = estimateArrivals({
    lineId: plan.lineId,
    stationId: plan.stationId,
    now,
    reports,
    ridersPrior,
  }).filter((eta) => eta.direction === plan.direction && eta.status !== "cancelled");
  const estimated = estimates.map((eta) => eta.estimatedArrival.getTime());
  // Past the estimates' horizon the timetable is all there is.
  const horizon = Math.max(now.getTime(), ...estimated);
  const scheduled = scheduledFrom(plan.lineId, plan.stationId, plan.direction, new Date(horizon + MINUTE_MS));
  const at = [...estimated, ...scheduled].find((arrival) => arrival - leadMs >= now.getTime());
  return at === undefined ? undefined : { dueAt: new Date(at - leadMs), trainAt: new Date(at), stage: 0 };
}

/** A regular trip's next occurrence after `after`: the first train in the window of a chosen day. */
export function nextRegularTrip(
  plan: Pick<
    ReminderPlan,
    "lineId" | "stationId" | "direction" | "leadMinutes" | "days" | "windowStart" | "windowEnd"
  >,
  after: Date,
): Occurrence | undefined {
  const { days, windowStart, windowEnd } = plan;
  if (!days || windowStart === null || windowEnd === null) return undefined;
  const leadMs = plan.leadMinutes * MINUTE_MS;
  const firstDay = manilaDayStartMs(after);
  for (let day = firstDay; day <= firstDay + 7 * DAY_MS; day += DAY_MS) {
    if (!days.includes(manilaWeekday(new Date(day + DAY_MS / 2)))) continue;
    const from = day + windowStart * MINUTE_MS;
    const to = day + windowEnd * MINUTE_MS;
    const at = arrivalsOn(plan.lineId, plan.stationId, plan.direction, day).find(
      (arrival) => arrival >= from && arrival < to && arrival - leadMs > after.getTime(),
    );
    if (at !== undefined) return { dueAt: new Date(at - leadMs), trainAt: new Date(at), stage: 0 };
  }
  return undefined;
}

/** A get-off alert's first stage: when the train is due at the station before the commuter's stop. */
export function firstGetOff(
  plan: Pick<ReminderPlan, "lineId" | "stationId" | "direction" | "getOffStationId">,
  trainAt: Date,
): Occurrence | undefined {
  if (!plan.getOffStationId) return undefined;
  const before = stopBefore(plan.lineId, plan.direction, plan.getOffStationId);
  const minutes = before ? travelBetween(plan.lineId, plan.direction, plan.stationId, before) : undefined;
  if (minutes === undefined) return undefined;
  return { dueAt: new Date(trainAt.getTime() + minutes * MINUTE_MS), trainAt, stage: 0 };
}

/** The planned train as the estimate now sees it at `stationId`, if the estimate still shows it. */
function trackedEstimate(
  plan: ReminderPlan,
  stationId: string,
  expected: number,
  now: Date,
  reports: readonly LineReport[],
  ridersPrior: KeptDayHabits | undefined,
) {
  const candidates = estimateArrivals({ lineId: plan.lineId, stationId, now, reports, ridersPrior }).filter(
    (eta) =>
      eta.direction === plan.direction && eta.estimatedArrival.getTime() >= expected - SAME_TRAIN_EARLY_MS,
  );
  const distance = (eta: EstimatedArrival) => Math.abs(eta.estimatedArrival.getTime() - expected);
  const nearest = candidates.sort((a, b) => distance(a) - distance(b))[0];
  // The timetable alone says nothing new about the planned train: only what riders reported moves it.
  return nearest && (nearest.status !== "on-time" || nearest.basis.kind !== "timetable")
    ? nearest
    : undefined;
}

/**
 * What to do with a reminder whose moment has come (or that a report asked to look at again): send its
 * notice, wait for a train the estimate moved, or skip a train that has gone. `reports` are the line's
 * reports since the start of the Manila service day; `ridersPrior` the past weeks' riders, as the line's
 * sightings answer believes them (docs/decisions/141-riders-of-past-weeks.md).
 */
export function decideReminder(
  plan: ReminderPlan,
  now: Date,
  reports: readonly LineReport[],
  ridersPrior?: KeptDayHabits,
): ReminderDecision {
  if (plan.kind === "get-off") return decideGetOff(plan, now, reports, ridersPrior);
  const after = afterThisTrip(plan);
  const expected = plan.trainAt.getTime();
  const tracked = trackedEstimate(plan, plan.stationId, expected, now, reports, ridersPrior);
  // One rider's word does not end other riders' reminders: an unbacked cancellation is left unheeded.
  const cancelled = tracked?.status === "cancelled";
  if (cancelled && backedByRiders(tracked, reports))
    return { action: "send", notice: { kind: "cancelled" }, next: after };
  const eta = cancelled ? undefined : tracked;
  const arrival = eta ? eta.estimatedArrival.getTime() : expected;
  if (arrival - now.getTime() < LAST_USEFUL_MS) return { action: "skip", next: after };
  const dueAt = arrival - plan.leadMinutes * MINUTE_MS;
  if (dueAt > now.getTime() + SEND_EARLY_MS) {
    return { action: "wait", next: { dueAt: new Date(dueAt), trainAt: new Date(arrival), stage: 0 } };
  }
  const minutes = Math.max(1, Math.round((arrival - now.getTime()) / MINUTE_MS));
  return {
    action: "send",
    notice: { kind: "arriving", minutes, basis: eta?.basis ?? { kind: "timetable" } },
    next: after,
  };
}

/**
 * The cancellation an estimate rests on is backed by riders (docs/decisions/135-a-cancellation-others-act-on-needs-two-riders.md).
 */
function backedByRiders(eta: EstimatedArrival, reports: readonly LineReport[]): boolean {
  const reportId = eta.basis.kind === "timetable" ? undefined : eta.basis.reportId;
  return reports.some((report) => report.id === reportId && report.corroborated === true);
}

function afterThisTrip(plan: ReminderPlan): Occurrence | undefined {
  if (plan.kind !== "regular" || plan.windowEnd === null) return undefined;
  // The next day's trip: the rest of today's window belongs to this one.
  const windowEnd = new Date(manilaDayStartMs(plan.trainAt) + plan.windowEnd * MINUTE_MS);
  return nextRegularTrip(plan, windowEnd);
}

function decideGetOff(
  plan: ReminderPlan,
  now: Date,
  reports: readonly LineReport[],
  ridersPrior: KeptDayHabits | undefined,
): ReminderDecision {
  const stopId = plan.getOffStationId;
  const before = stopId ? stopBefore(plan.lineId, plan.direction, stopId) : undefined;
  if (!stopId || !before) return { action: "skip", next: undefined };
  const watched = plan.stage === 0 ? before : stopId;
  const minutes = travelBetween(plan.lineId, plan.direction, plan.stationId, watched) ?? 0;
  const expected = plan.trainAt.getTime() + minutes * MINUTE_MS;
  const atStop = expected + (travelBetween(plan.lineId, plan.direction, watched, stopId) ?? 0) * MINUTE_MS;
  if (now.getTime() > atStop + GET_OFF_GRACE_MS) return { action: "skip", next: undefined };
  const eta = trackedEstimate(plan, watched, expected, now, reports, ridersPrior);
  const estimated = eta ? eta.estimatedArrival.getTime() : expected;
  if (estimated > now.getTime() + SEND_EARLY_MS) {
    // The train runs late: the whole ride shifts with it.
    const trainAt = new Date(plan.trainAt.getTime() + (estimated - expected));
    return { action: "wait", next: { dueAt: new Date(estimated), trainAt, stage: plan.stage } };
  }
  if (plan.stage === 0) {
    const last = (travelBetween(plan.lineId, plan.direction, before, stopId) ?? 0) * MINUTE_MS;
    return {
      action: "send",
      notice: { kind: "stop-next", stopId },
      next: { dueAt: new Date(now.getTime() + last), trainAt: plan.trainAt, stage: 1 },
    };
  }
  return { action: "send", notice: { kind: "stop-now", stopId }, next: undefined };
}

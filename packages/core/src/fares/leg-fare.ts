import type { LineId } from "../domain-types";
import { SCHEDULES } from "../schedule/schedules";
import { manilaDate } from "../time/manila-time";
import { DISCOUNT_ROUNDING, DISCOUNTS, type FareMedium, LINE_FARES, type RiderCategory } from "./fare-rules";

/** How a rider pays and who they are: what decides their fare. */
export interface FareKind {
  medium: FareMedium;
  rider: RiderCategory;
}

// A station's place in its line's fare order: the schedule's order from the minute-0 terminus.
const FARE_INDEX = new Map<string, number>(
  (Object.keys(SCHEDULES) as LineId[]).flatMap((lineId) => {
    const minutes = SCHEDULES[lineId].stationMinutes;
    return Object.keys(minutes)
      .sort((a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0))
      .map((stationId, index) => [`${lineId}:${stationId}`, index] as const);
  }),
);

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;

/** The per cent a rider's category takes off on the Manila day of `on`: its newest rule in force. */
function discountPercent(rider: RiderCategory, on: Date): number {
  if (rider === "regular") return 0;
  const day = manilaDate(on);
  const inForce = DISCOUNTS[rider].filter((rule) => rule.effectiveFrom <= day).at(-1);
  return inForce?.percent ?? 0;
}

/**
 * The fare in pesos of one ride on a line between two of its stations, on the day of `on`
 * (docs/fares.md); undefined for an unknown station or a ride that goes nowhere.
 */
export function legFare(
  lineId: LineId,
  fromStationId: string,
  toStationId: string,
  kind: FareKind,
  on: Date,
): number | undefined {
  const from = FARE_INDEX.get(`${lineId}:${fromStationId}`);
  const to = FARE_INDEX.get(`${lineId}:${toStationId}`);
  if (from === undefined || to === undefined || from === to) return undefined;
  const rule = LINE_FARES[lineId];
  const storedValue = rule.storedValue(from, to);
  const full =
    kind.medium === "beep"
      ? storedValue
      : Math.max(rule.singleJourneyMinimum, roundUpTo(storedValue, rule.singleJourneyStep));
  return DISCOUNT_ROUNDING.round((full * (100 - discountPercent(kind.rider, on))) / 100);
}

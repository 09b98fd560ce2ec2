import { LINE_IDS, type LineId } from "../domain-types";
import { FARE_MEDIA, type FareMedium, RIDER_CATEGORIES, type RiderCategory } from "../fares/fare-rules";
import { legFare } from "../fares/leg-fare";
import { LINES } from "../lines/lines-data";
import { csvFile } from "./csv";
import { gtfsStopId } from "./gtfs-ids";

/** GTFS fare_media_type: 2 a physical transit card (beep), 1 a ticket bought for the trip (single journey). */
const MEDIA_TYPE: Record<FareMedium, number> = { beep: 2, "single-journey": 1 };
const MEDIA_NAME: Record<FareMedium, string> = {
  beep: "beep card (stored value)",
  "single-journey": "Single journey ticket",
};
const CATEGORY_NAME: Record<RiderCategory, string> = {
  regular: "Regular",
  student: "Student",
  senior: "Senior citizen",
  pwd: "Person with disability",
};
/** fare_transfer_type 1: the first leg's fare, plus the transfer's (none here), plus the next leg's. */
const EACH_LEG_PAYS = 1;

export interface FareFiles {
  areas: string;
  stopAreas: string;
  fareMedia: string;
  riderCategories: string;
  fareProducts: string;
  fareLegRules: string;
  fareTransferRules: string;
}

/** Each station is its own fare area: the operators price every pair of stations. */
const stationPairs = (lineId: LineId) => {
  const stations = LINES.find((line) => line.id === lineId)?.stations ?? [];
  return stations.flatMap((from) =>
    stations.filter((to) => to.id !== from.id).map((to) => [from.id, to.id] as const),
  );
};

/**
 * GTFS Fares v2 from core's fares on the day of `on` (docs/fares.md): a leg group per line, a rule per
 * ordered station pair naming the product of its regular beep fare, each product priced for every medium
 * and rider category, and transfers between lines that charge the next leg in full.
 */
export function fareFiles(on: Date): FareFiles {
  const areas = LINES.flatMap((line) =>
    line.stations.map((station) => ({
      area_id: gtfsStopId(line.id, station.id),
      area_name: `${station.name} (${line.name})`,
    })),
  );
  const products = new Map<string, { lineId: LineId; from: string; to: string }>();
  const legRules = LINE_IDS.flatMap((lineId) =>
    stationPairs(lineId).map(([from, to]) => {
      const regular = legFare(lineId, from, to, { medium: "beep", rider: "regular" }, on);
      const productId = `${lineId}:${regular}`;
      if (!products.has(productId)) products.set(productId, { lineId, from, to });
      return {
        leg_group_id: lineId,
        network_id: lineId,
        from_area_id: gtfsStopId(lineId, from),
        to_area_id: gtfsStopId(lineId, to),
        fare_product_id: productId,
      };
    }),
  );
  const productRows = [...products].flatMap(([productId, { lineId, from, to }]) =>
    FARE_MEDIA.flatMap((medium) =>
      RIDER_CATEGORIES.map((rider) => ({
        fare_product_id: productId,
        fare_product_name: `${LINES.find((line) => line.id === lineId)?.name} fare`,
        rider_category_id: rider,
        fare_media_id: medium,
        amount: (legFare(lineId, from, to, { medium, rider }, on) ?? 0).toFixed(2),
        currency: "PHP",
      })),
    ),
  );
  return {
    areas: csvFile(["area_id", "area_name"], areas),
    stopAreas: csvFile(
      ["area_id", "stop_id"],
      areas.map((area) => ({ area_id: area.area_id, stop_id: area.area_id })),
    ),
    fareMedia: csvFile(
      ["fare_media_id", "fare_media_name", "fare_media_type"],
      FARE_MEDIA.map((medium) => ({
        fare_media_id: medium,
        fare_media_name: MEDIA_NAME[medium],
        fare_media_type: MEDIA_TYPE[medium],
      })),
    ),
    riderCategories: csvFile(
      ["rider_category_id", "rider_category_name", "is_default_fare_category"],
      RIDER_CATEGORIES.map((rider) => ({
        rider_category_id: rider,
        rider_category_name: CATEGORY_NAME[rider],
        is_default_fare_category: rider === "regular" ? 1 : 0,
      })),
    ),
    fareProducts: csvFile(
      ["fare_product_id", "fare_product_name", "rider_category_id", "fare_media_id", "amount", "currency"],
      productRows,
    ),
    fareLegRules: csvFile(
      ["leg_group_id", "network_id", "from_area_id", "to_area_id", "fare_product_id"],
      legRules,
    ),
    fareTransferRules: csvFile(
      ["from_leg_group_id", "to_leg_group_id", "fare_transfer_type"],
      LINE_IDS.flatMap((from) =>
        LINE_IDS.filter((to) => to !== from).map((to) => ({
          from_leg_group_id: from,
          to_leg_group_id: to,
          fare_transfer_type: EACH_LEG_PAYS,
        })),
      ),
    ),
  };
}

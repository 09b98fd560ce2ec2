import { describe, expect, it } from "vitest";
import { planJourney } from "../journeys/plan-journey";
import { mondayStaticFeed } from "../testing/static-feed-rows";

const { monday, rows } = mondayStaticFeed();

const ids = (name: string, field: string) => new Set(rows(name).map((row) => row[field]));

/** What a GTFS Fares v2 reader charges a leg: the product its rule names, for the medium and category. */
function legAmount(from: string, to: string, medium: string, rider: string): number {
  const rule = rows("fare_leg_rules.txt").find((row) => row.from_area_id === from && row.to_area_id === to);
  const product = rows("fare_products.txt").find(
    (row) =>
      row.fare_product_id === rule?.fare_product_id &&
      row.fare_media_id === medium &&
      row.rider_category_id === rider,
  );
  return Number(product?.amount);
}

describe("the feed's GTFS Fares v2", () => {
  it("has a fare area per stop and a leg rule per ordered pair of stations of each line", () => {
    const stops = ids("stops.txt", "stop_id");
    expect(ids("areas.txt", "area_id")).toEqual(stops);
    expect(rows("stop_areas.txt").every((row) => row.area_id === row.stop_id && stops.has(row.stop_id))).toBe(
      true,
    );
    expect(rows("fare_leg_rules.txt")).toHaveLength(25 * 24 + 13 * 12 + 13 * 12);
  });

  it("refers only to what it defines: networks, areas, products, media and rider categories", () => {
    const networks = ids("routes.txt", "network_id");
    const areas = ids("areas.txt", "area_id");
    const products = ids("fare_products.txt", "fare_product_id");
    for (const rule of rows("fare_leg_rules.txt")) {
      expect(networks.has(rule.network_id)).toBe(true);
      expect(rule.leg_group_id).toBe(rule.network_id);
      expect(areas.has(rule.from_area_id) && areas.has(rule.to_area_id)).toBe(true);
      expect(products.has(rule.fare_product_id)).toBe(true);
    }
    const media = ids("fare_media.txt", "fare_media_id");
    const categories = ids("rider_categories.txt", "rider_category_id");
    for (const product of rows("fare_products.txt")) {
      expect(media.has(product.fare_media_id) && categories.has(product.rider_category_id)).toBe(true);
      expect(product.currency).toBe("PHP");
    }
    expect(rows("rider_categories.txt").filter((row) => row.is_default_fare_category === "1")).toHaveLength(
      1,
    );
  });

  it("prices the published spot checks for each medium and category", () => {
    expect(legAmount("lrt1:santos", "lrt1:fpr", "beep", "regular")).toBe(52);
    expect(legAmount("lrt1:santos", "lrt1:fpr", "single-journey", "regular")).toBe(55);
    expect(legAmount("lrt1:santos", "lrt1:fpr", "single-journey", "student")).toBe(28);
    expect(legAmount("lrt1:baclaran", "lrt1:mon", "single-journey", "regular")).toBe(40);
    expect(legAmount("lrt2:emerald", "lrt2:rect", "single-journey", "senior")).toBe(18);
  });

  it("charges every change of line again, so a reader sums the legs as the planner does", () => {
    const transfers = rows("fare_transfer_rules.txt");
    expect(transfers).toHaveLength(6);
    expect(
      transfers.every(
        (rule) => rule.fare_transfer_type === "1" && rule.from_leg_group_id !== rule.to_leg_group_id,
      ),
    ).toBe(true);
    const plan = planJourney({
      from: { lineId: "lrt1", stationId: "mon" },
      to: { lineId: "mrt3", stationId: "cube" },
      now: monday,
      fare: { medium: "single-journey", rider: "pwd" },
    });
    for (const journey of plan.journeys) {
      const legs = journey.legs.flatMap((leg) =>
        leg.kind === "ride"
          ? [
              legAmount(
                `${leg.lineId}:${leg.boardStationId}`,
                `${leg.lineId}:${leg.alightStationId}`,
                "single-journey",
                "pwd",
              ),
            ]
          : [],
      );
      expect(legs.reduce((sum, amount) => sum + amount, 0)).toBe(journey.fare);
    }
  });
});

import { describe, expect, it } from "vitest";
import { REFUSAL_TEXTS_EN } from "../catalogue/en/refusal-texts";
import { firstRefusal, refusalWords } from "../refusals/refusal";
import { reportInputSchema } from "./report-input";

const valid = {
  line_id: "lrt2",
  station_id: "araneta",
  direction: "eastbound",
  status: "delayed",
  crowd_level: "packed",
};

function messageFor(input: unknown): string {
  const result = reportInputSchema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return refusalWords(REFUSAL_TEXTS_EN, firstRefusal(result.error));
}

describe("reportInputSchema", () => {
  it("accepts a report naming a station and a direction of its line", () => {
    expect(reportInputSchema.parse(valid)).toEqual(valid);
    expect(
      reportInputSchema.parse({ ...valid, line_id: "lrt1", station_id: "santos", direction: "northbound" }),
    ).toMatchObject({ station_id: "santos" });
  });

  it("requires line_id and station_id with the product's message", () => {
    expect(messageFor({ ...valid, line_id: undefined })).toBe(REFUSAL_TEXTS_EN.reportIdsRequired);
    expect(messageFor({ ...valid, station_id: "" })).toBe(REFUSAL_TEXTS_EN.reportIdsRequired);
    expect(messageFor({ ...valid, station_id: "   " })).toBe(REFUSAL_TEXTS_EN.reportIdsRequired);
    expect(REFUSAL_TEXTS_EN.reportIdsRequired).toBe(
      "Line ID and Station ID are required for report submission",
    );
  });

  it("names an unknown line", () => {
    expect(messageFor({ ...valid, line_id: "pnr" })).toBe("Unknown train line: pnr");
  });

  it("refuses a station of another line", () => {
    expect(messageFor({ ...valid, station_id: "cube" })).toBe("Unknown station for LRT-2: cube");
  });

  it("refuses a direction the line does not run", () => {
    expect(messageFor({ ...valid, direction: "northbound" })).toBe(
      "LRT-2 trains run eastbound or westbound, not northbound",
    );
    expect(messageFor({ ...valid, direction: "up" })).toBe("Unknown direction: up");
    expect(messageFor({ ...valid, direction: undefined })).toBe("Direction is required");
  });

  it("refuses, on the direction field, a direction that ends at the chosen terminus", () => {
    const northAvenueNorthbound = { ...valid, line_id: "mrt3", station_id: "ns", direction: "northbound" };
    const result = reportInputSchema.safeParse(northAvenueNorthbound);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["direction"]]);
    expect(messageFor(northAvenueNorthbound)).toBe(
      "Northbound MRT-3 trains end at North Avenue; no train leaves it northbound. Choose Southbound.",
    );
    expect(messageFor({ ...valid, station_id: "emerald", direction: "eastbound" })).toBe(
      "Eastbound LRT-2 trains end at Antipolo; no train leaves it eastbound. Choose Westbound.",
    );
    expect(reportInputSchema.safeParse({ ...northAvenueNorthbound, direction: "southbound" }).success).toBe(
      true,
    );
  });

  it("lists the allowed status and crowd levels", () => {
    expect(messageFor({ ...valid, status: "late" })).toBe(
      'Train status must be one of: on-time, delayed, cancelled (received "late")',
    );
    expect(messageFor({ ...valid, crowd_level: undefined })).toBe(
      "Crowd level must be one of: empty, moderate, crowded, packed",
    );
  });

  it("refuses unknown fields, including a client-chosen created_at", () => {
    expect(messageFor({ ...valid, created_at: "2020-01-01T00:00:00Z" })).toBe("Unknown field: created_at");
  });

  it("refuses a body that is not an object", () => {
    expect(messageFor(null)).toBe(REFUSAL_TEXTS_EN.bodyNotObject);
    expect(messageFor([valid])).toBe(REFUSAL_TEXTS_EN.bodyNotObject);
  });
});

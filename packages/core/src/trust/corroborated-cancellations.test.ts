import { describe, expect, it } from "vitest";
import { withCorroboratedCancellations } from "./corroborated-cancellations";

const report = (
  id: string,
  at: string,
  fields: {
    status?: "on-time" | "delayed" | "cancelled";
    reporter?: string | null;
    confirmed_by?: number;
    direction?: "northbound" | "southbound";
  } = {},
) => ({
  id,
  line_id: "mrt3" as const,
  station_id: "ortigas",
  direction: fields.direction ?? ("northbound" as const),
  status: fields.status ?? ("cancelled" as const),
  crowd_level: "moderate" as const,
  created_at: `2026-11-24T${at}:00+08:00`,
  reporter: fields.reporter === undefined ? "rider-a" : fields.reporter,
  confirmed_by: fields.confirmed_by ?? 0,
});

const corroborated = (reports: ReturnType<typeof report>[]) =>
  withCorroboratedCancellations(reports)
    .filter((row) => row.corroborated)
    .map((row) => row.id);

describe("withCorroboratedCancellations", () => {
  it("backs no cancellation of one rider, however many they send", () => {
    expect(corroborated([report("1", "08:00"), report("2", "08:10"), report("3", "08:20")])).toEqual([]);
  });

  it("backs the cancellations of two riders within 30 minutes, same line and direction", () => {
    expect(corroborated([report("1", "08:00"), report("2", "08:20", { reporter: "rider-b" })])).toEqual([
      "1",
      "2",
    ]);
    expect(corroborated([report("1", "08:00"), report("2", "08:30", { reporter: "rider-b" })])).toEqual([]);
    expect(
      corroborated([
        report("1", "08:00"),
        report("2", "08:10", { reporter: "rider-b", direction: "southbound" }),
      ]),
    ).toEqual([]);
    // A delay is not a cancellation, nor does a deleted account's report back one.
    expect(
      corroborated([
        report("1", "08:00"),
        report("2", "08:05", { reporter: "rider-b", status: "delayed" }),
        report("3", "08:05", { reporter: null }),
      ]),
    ).toEqual([]);
  });

  it("backs a cancellation another rider confirmed, and leaves out who sent each report", () => {
    const rows = withCorroboratedCancellations([
      report("1", "08:00", { confirmed_by: 1 }),
      report("2", "08:00", { status: "on-time" }),
    ]);
    expect(rows.map((row) => row.corroborated)).toEqual([true, undefined]);
    expect(rows.every((row) => !("reporter" in row) && !("confirmed_by" in row))).toBe(true);
  });
});

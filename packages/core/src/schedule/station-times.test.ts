import { describe, expect, it } from "vitest";
import { firstTrains, lastTrainSoon, nextTrainToday } from "./station-times";

const manila = (dateTime: string) => new Date(`${dateTime}+08:00`);
const shown = (trains: { direction: string; at: Date }[]) =>
  trains.map(({ direction, at }) => [direction, at.toISOString()]);

describe("firstTrains", () => {
  it("before Saturday's opening gives today's weekend first trains (LRT-1 opens at 05:00 on weekends)", () => {
    // Baclaran is 11 minutes from Dr. Santos and 38 from Fernando Poe Jr.
    expect(shown(firstTrains("lrt1", "baclaran", manila("2026-11-28T04:45")))).toEqual([
      ["northbound", manila("2026-11-28T05:11").toISOString()],
      ["southbound", manila("2026-11-28T05:38").toISOString()],
    ]);
  });

  it("after a weekday's service gives the next weekday's 04:30 trains", () => {
    expect(shown(firstTrains("lrt1", "edsa", manila("2026-11-24T23:30")))).toEqual([
      ["northbound", manila("2026-11-25T04:43").toISOString()],
      ["southbound", manila("2026-11-25T05:06").toISOString()],
    ]);
  });

  it("on a Friday night gives Saturday's first trains, and on a Sunday night Monday's", () => {
    expect(firstTrains("lrt1", "edsa", manila("2026-11-27T23:30"))[0]?.at).toEqual(
      manila("2026-11-28T05:13"),
    );
    expect(firstTrains("lrt1", "edsa", manila("2026-11-29T23:30"))[0]?.at).toEqual(
      manila("2026-11-30T04:43"),
    );
  });

  it("leaves out the direction that ends at a terminus", () => {
    expect(shown(firstTrains("lrt2", "emerald", manila("2026-11-24T23:30")))).toEqual([
      ["westbound", manila("2026-11-25T05:00").toISOString()],
    ]);
  });
});

describe("nextTrainToday", () => {
  it("at 05:00 at LRT-2 Araneta Center-Cubao is the westbound train 14 minutes later", () => {
    expect(nextTrainToday("lrt2", "araneta", manila("2026-11-24T05:00"))).toEqual({
      direction: "westbound",
      at: manila("2026-11-24T05:14"),
    });
  });

  it("can be asked for one direction", () => {
    expect(nextTrainToday("lrt2", "araneta", manila("2026-11-24T05:00"), "eastbound")).toEqual({
      direction: "eastbound",
      at: manila("2026-11-24T05:17"),
    });
    expect(nextTrainToday("lrt2", "emerald", manila("2026-11-24T05:00"), "eastbound")).toBeUndefined();
  });

  it("is none after the day's last train", () => {
    expect(nextTrainToday("lrt1", "edsa", manila("2026-11-24T23:59"))).toBeUndefined();
  });
});

describe("lastTrainSoon", () => {
  // LRT-1's last weekday departure leaves Dr. Santos at 22:42 and reaches EDSA 13 minutes later.
  it("names the last train from an hour before it until it has come", () => {
    expect(lastTrainSoon("lrt1", "edsa", "northbound", manila("2026-11-24T21:54"))).toBeUndefined();
    expect(lastTrainSoon("lrt1", "edsa", "northbound", manila("2026-11-24T21:55"))).toEqual(
      manila("2026-11-24T22:55"),
    );
    expect(lastTrainSoon("lrt1", "edsa", "northbound", manila("2026-11-24T22:55"))).toEqual(
      manila("2026-11-24T22:55"),
    );
    expect(lastTrainSoon("lrt1", "edsa", "northbound", manila("2026-11-24T22:56"))).toBeUndefined();
  });

  it("uses the weekend timetable on weekends (last LRT-1 departure 21:41)", () => {
    expect(lastTrainSoon("lrt1", "edsa", "northbound", manila("2026-11-28T21:00"))).toEqual(
      manila("2026-11-28T21:54"),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { LineReport } from "../estimate/estimate-types";
import { firstTrains, nextTrainToday } from "../schedule/station-times";
import { manilaWeekday } from "../time/manila-time";
import {
  decideReminder,
  firstGetOff,
  firstNextTrain,
  nextRegularTrip,
  type ReminderPlan,
} from "./plan-reminder";
import { reminderNotification } from "./reminder-notification";

const MINUTE = 60_000;
// Wednesday 25 November 2026, 10:00 in Manila.
const WEDNESDAY_10AM = new Date("2026-11-25T02:00:00Z");
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

const cubao = { lineId: "mrt3", stationId: "cube", direction: "northbound", leadMinutes: 5 } as const;

function plan(overrides: Partial<ReminderPlan>): ReminderPlan {
  return {
    kind: "next-train",
    ...cubao,
    days: null,
    windowStart: null,
    windowEnd: null,
    getOffStationId: null,
    trainAt: WEDNESDAY_10AM,
    stage: 0,
    ...overrides,
  };
}

function report(overrides: Partial<LineReport>): LineReport {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    station_id: "cube",
    direction: "northbound",
    status: "delayed",
    crowd_level: "packed",
    created_at: WEDNESDAY_10AM.toISOString(),
    ...overrides,
  };
}

describe("a next-train reminder", () => {
  const first = firstNextTrain(cubao, WEDNESDAY_10AM, []);

  it("follows the first train at least the lead time away, waking the lead time before it", () => {
    const scheduled = nextTrainToday("mrt3", "cube", at(WEDNESDAY_10AM, 5), "northbound");
    expect(first?.trainAt).toEqual(scheduled?.at);
    expect(first?.dueAt).toEqual(at(first?.trainAt ?? WEDNESDAY_10AM, -5));
  });

  it("says at its moment when the train comes and what the estimate rests on", () => {
    const trainAt = first?.trainAt ?? WEDNESDAY_10AM;
    const now = at(trainAt, -5);
    const decision = decideReminder(plan({ trainAt }), now, []);
    expect(decision.action).toBe("send");
    if (decision.action !== "send") return;
    const id = "r1";
    expect(reminderNotification({ id, ...cubao }, decision.notice, "en", now)).toEqual({
      title: "Northbound to North Avenue",
      body: "Next train at Araneta Center-Cubao in 5 min · by the timetable",
      url: "/?line=mrt3&station=cube",
      tag: "reminder-r1",
    });
    expect(reminderNotification({ id, ...cubao }, decision.notice, "fil", now).body).toBe(
      "Susunod na tren sa Araneta Center-Cubao sa 5 minuto · ayon sa schedule",
    );
    expect(decision.next).toBeUndefined();
  });

  it("waits for a train a report says is late, then reminds the lead time before its new arrival", () => {
    // The day's first train: no earlier one can take its place.
    const [first] = firstTrains("mrt3", "cube", new Date("2026-11-24T20:00:00Z")).filter(
      (train) => train.direction === "northbound",
    );
    const trainAt = first?.at ?? WEDNESDAY_10AM;
    const now = at(trainAt, -5);
    const late = [report({ crowd_level: "empty", created_at: at(now, -1).toISOString() })];
    const decision = decideReminder(plan({ trainAt }), now, late);
    expect(decision.action).toBe("wait");
    if (decision.action !== "wait") return;
    // Delayed with an empty train: 2 minutes later (docs/product.md, rule 6).
    expect(decision.next.trainAt).toEqual(at(trainAt, 2));
    expect(decision.next.dueAt).toEqual(at(trainAt, -3));
    const later = decideReminder(plan({ trainAt: decision.next.trainAt }), decision.next.dueAt, late);
    expect(later).toMatchObject({ action: "send", notice: { kind: "arriving", minutes: 5 } });
  });

  it("says trains are reported cancelled instead of a time, once riders back the report", () => {
    const trainAt = first?.trainAt ?? WEDNESDAY_10AM;
    const now = at(trainAt, -5);
    const cancellation = report({ status: "cancelled", created_at: at(now, -2).toISOString() });
    // One rider's word alone: the reminder rings for its train as planned.
    expect(decideReminder(plan({ trainAt }), now, [cancellation])).toMatchObject({
      action: "send",
      notice: { kind: "arriving", minutes: 5 },
    });
    const decision = decideReminder(plan({ trainAt }), now, [{ ...cancellation, corroborated: true }]);
    expect(decision).toMatchObject({ action: "send", notice: { kind: "cancelled" } });
    if (decision.action !== "send") return;
    expect(reminderNotification({ id: "r", ...cubao }, decision.notice, "en", now).body).toBe(
      "Trains reported cancelled at Araneta Center-Cubao",
    );
  });

  it("is not sent late: once its train is less than a minute away it is skipped", () => {
    const trainAt = first?.trainAt ?? WEDNESDAY_10AM;
    expect(decideReminder(plan({ trainAt }), at(trainAt, -0.5), [])).toEqual({
      action: "skip",
      next: undefined,
    });
    expect(decideReminder(plan({ trainAt }), at(trainAt, 3), [])).toEqual({
      action: "skip",
      next: undefined,
    });
  });
});

describe("a regular trip", () => {
  const weekdays = { ...cubao, days: [1, 2, 3, 4, 5], windowStart: 7 * 60 + 30, windowEnd: 8 * 60 };

  it("reminds before the first train of the window on a chosen day, and then on the next one", () => {
    const saturday = new Date("2026-11-28T04:00:00Z");
    const monday = nextRegularTrip(weekdays, saturday);
    expect(monday && manilaWeekday(monday.trainAt)).toBe(1);
    const minuteOfDay = ((monday?.trainAt.getTime() ?? 0) / MINUTE + 8 * 60) % (24 * 60);
    expect(minuteOfDay).toBeGreaterThanOrEqual(7 * 60 + 30);
    expect(minuteOfDay).toBeLessThan(8 * 60);
    const trainAt = monday?.trainAt ?? saturday;
    const decision = decideReminder(plan({ kind: "regular", ...weekdays, trainAt }), at(trainAt, -5), []);
    expect(decision.action).toBe("send");
    expect(decision.next && manilaWeekday(decision.next.trainAt)).toBe(2);
  });

  it("after an outage skips a trip whose train has gone and plans the next day's", () => {
    const monday = nextRegularTrip(weekdays, new Date("2026-11-28T04:00:00Z"));
    const trainAt = monday?.trainAt ?? WEDNESDAY_10AM;
    const decision = decideReminder(plan({ kind: "regular", ...weekdays, trainAt }), at(trainAt, 20), []);
    expect(decision.action).toBe("skip");
    expect(decision.next && manilaWeekday(decision.next.trainAt)).toBe(2);
  });
});

describe("a get-off alert", () => {
  // Boarding a southbound train at Cubao, getting off at Ayala (the stop before is Buendia).
  const ride = {
    lineId: "mrt3",
    stationId: "cube",
    direction: "southbound",
    getOffStationId: "ayala",
  } as const;

  it("wakes when the train reaches the stop before, then on arrival, and then ends", () => {
    const boarding = at(WEDNESDAY_10AM, 3);
    const first = firstGetOff(ride, boarding);
    expect(first?.dueAt.getTime()).toBeGreaterThan(boarding.getTime());
    const stage0 = plan({ kind: "get-off", ...ride, leadMinutes: 0, trainAt: boarding });
    const dueAt = first?.dueAt ?? boarding;
    const next = decideReminder(stage0, dueAt, []);
    expect(next).toMatchObject({ action: "send", notice: { kind: "stop-next", stopId: "ayala" } });
    if (next.action !== "send" || !next.next) throw new Error("no second stage");
    expect(reminderNotification({ id: "g", ...ride }, next.notice, "en", dueAt)).toMatchObject({
      title: "Get off at Ayala",
      body: "Ayala is the next station. Get ready to get off.",
      url: "/?line=mrt3&station=ayala",
    });
    const arrival = decideReminder({ ...stage0, stage: 1 }, next.next.dueAt, []);
    expect(arrival).toEqual({
      action: "send",
      notice: { kind: "stop-now", stopId: "ayala" },
      next: undefined,
    });
  });

  it("ends by itself when the ride is long over", () => {
    const stage0 = plan({ kind: "get-off", ...ride, leadMinutes: 0, trainAt: WEDNESDAY_10AM });
    expect(decideReminder(stage0, at(WEDNESDAY_10AM, 120), [])).toEqual({ action: "skip", next: undefined });
  });
});

import { describe, expect, it } from "vitest";
import { type FareKind, legFare } from "../fares/leg-fare";
import type { StationRef } from "../lines/interchanges";
import { LINES } from "../lines/lines-data";
import { headwayAt } from "../schedule/headway";
import type { LineStatus } from "../schemas/line-status";
import { simulateServiceDay } from "../simulation/simulate-service-day";
import type { Journey, RideLeg } from "./journey-types";
import { planJourney } from "./plan-journey";

const MINUTE_MS = 60_000;
/** A Monday in Manila. */
const NOON = new Date("2026-11-30T12:00:00+08:00");
const BEEP = { medium: "beep", rider: "regular" } as const;
const ALL_STATIONS: StationRef[] = LINES.flatMap((line) =>
  line.stations.map((station) => ({ lineId: line.id, stationId: station.id })),
);
const ref = (lineId: StationRef["lineId"], stationId: string): StationRef => ({ lineId, stationId });
const rides = (journey: Journey) => journey.legs.filter((leg): leg is RideLeg => leg.kind === "ride");
const lines = (journey: Journey) => rides(journey).map((ride) => ride.lineId);

describe("planJourney", () => {
  it("plans every ordered pair of the 51 stations at noon on a weekday", () => {
    expect(ALL_STATIONS).toHaveLength(51);
    let pairs = 0;
    for (const from of ALL_STATIONS) {
      for (const to of ALL_STATIONS) {
        if (from === to) continue;
        const plan = planJourney({ from, to, now: NOON, fare: BEEP });
        expect(plan.journeys.length, `${from.stationId} to ${to.stationId}`).toBeGreaterThan(0);
        const [fastest] = plan.journeys;
        expect(fastest?.arrival.getTime()).toBeGreaterThan(NOON.getTime());
        pairs++;
      }
    }
    expect(pairs).toBe(51 * 50);
    // 2,550 plans: seconds on two shared cores.
  }, 60_000);

  it("rides one line without a change, towards its terminus, with the line's fare and stops", () => {
    const plan = planJourney({
      from: ref("lrt1", "baclaran"),
      to: ref("lrt1", "mon"),
      now: NOON,
      fare: BEEP,
    });
    expect(plan.journeys).toHaveLength(1);
    const [ride] = rides(plan.journeys[0] as Journey);
    expect(ride).toMatchObject({
      lineId: "lrt1",
      direction: "northbound",
      towardsStationId: "fpr",
      stops: 17,
      fare: 37,
      basis: "timetable",
    });
    expect(plan.journeys[0]?.transfers).toBe(0);
  });

  it("offers LRT-1 to MRT-3 by EDSA-Taft and by Recto and Cubao where both make sense, fastest first", () => {
    const plan = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "ktv"), now: NOON, fare: BEEP });
    expect(plan.journeys.map(lines)).toEqual([
      ["lrt1", "lrt2", "mrt3"],
      ["lrt1", "mrt3"],
    ]);
    const [viaRecto, viaEdsa] = plan.journeys as [Journey, Journey];
    expect(viaRecto.arrival.getTime()).toBeLessThan(viaEdsa.arrival.getTime());
    expect(viaRecto.legs.filter((leg) => leg.kind === "walk").map((walk) => walk.minutes)).toEqual([5, 8]);
    expect([viaRecto.transfers, viaEdsa.transfers]).toEqual([2, 1]);
    // Each line pays its own fare: Monumento-Doroteo Jose 24, Recto-Araneta Center-Cubao 23, one MRT-3 stop 13.
    expect(viaRecto.fare).toBe(24 + 23 + 13);
  });

  it("counts a walk to the end as no change: to MRT-3's Cubao, LRT-2's Cubao and a walk beat EDSA-Taft", () => {
    const plan = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "cube"), now: NOON, fare: BEEP });
    expect(plan.journeys.map(lines)).toEqual([["lrt1", "lrt2"]]);
    expect(plan.journeys[0]?.legs.at(-1)).toMatchObject({ kind: "walk", minutes: 8 });
    expect(plan.journeys[0]?.transfers).toBe(1);
  });

  it("leaves out a way that is slower and dearer", () => {
    const plan = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "ayala"), now: NOON, fare: BEEP });
    expect(plan.journeys.map(lines)).toEqual([["lrt1", "mrt3"]]);
  });

  it("never walks between Fernando Poe Jr. and North Avenue", () => {
    const plan = planJourney({ from: ref("lrt1", "fpr"), to: ref("mrt3", "ns"), now: NOON, fare: BEEP });
    for (const journey of plan.journeys) {
      for (const leg of journey.legs) {
        if (leg.kind !== "walk") continue;
        expect([leg.from.stationId, leg.to.stationId]).not.toContain("fpr");
        expect([leg.from.stationId, leg.to.stationId]).not.toContain("ns");
      }
    }
    expect(plan.journeys.length).toBeGreaterThan(0);
  });

  it("is a walk alone between Doroteo Jose and Recto, free", () => {
    const plan = planJourney({ from: ref("lrt1", "doro"), to: ref("lrt2", "rect"), now: NOON, fare: BEEP });
    expect(plan.journeys[0]).toMatchObject({
      fare: 0,
      minutes: 5,
      transfers: 0,
      legs: [{ kind: "walk", minutes: 5 }],
    });
  });

  it("starts a walk to the first train so as to reach it as it leaves, and counts the time from there", () => {
    // Doroteo Jose to Legarda after LRT-2's last train: the next morning's walk to Recto ends as the first
    // train leaves, not at midnight with five hours on the platform.
    const late = new Date("2026-11-30T22:30:00+08:00");
    const night = planJourney({ from: ref("lrt1", "doro"), to: ref("lrt2", "legal"), now: late, fare: BEEP });
    const [walk, ride] = night.firstNextDay?.legs ?? [];
    expect(walk?.kind === "walk" && ride?.kind === "ride" && walk.end.getTime()).toBe(
      ride?.kind === "ride" && ride.departure.getTime(),
    );
    expect(night.firstNextDay?.departure).toEqual(walk?.kind === "walk" && walk.start);
    expect(night.firstNextDay?.minutes).toBeLessThan(15);
    // At noon, a way that starts on foot is timed like one that starts on a train: from setting off.
    const noon = planJourney({ from: ref("lrt2", "rect"), to: ref("mrt3", "ayala"), now: NOON, fare: BEEP });
    const onFoot = noon.journeys.find((journey) => journey.legs[0]?.kind === "walk") as Journey;
    // Walk, LRT-1, walk, MRT-3: one change of trains; the walk to the first is none.
    expect(onFoot.transfers).toBe(1);
    const [firstWalk, firstRide] = onFoot.legs;
    expect(firstWalk?.kind === "walk" && firstWalk.end).toEqual(
      firstRide?.kind === "ride" && firstRide.departure,
    );
    expect(onFoot.minutes).toBe(
      Math.round((onFoot.arrival.getTime() - onFoot.departure.getTime()) / MINUTE_MS),
    );
  });

  it("charges the rider's fare kind on every ride", () => {
    const from = ref("lrt1", "santos");
    const to = ref("lrt1", "fpr");
    const fares = (["beep", "single-journey"] as const).flatMap((medium) =>
      (["regular", "student"] as const).map(
        (rider) => planJourney({ from, to, now: NOON, fare: { medium, rider } }).journeys[0]?.fare,
      ),
    );
    expect(fares).toEqual([52, 26, 55, 28]);
    expect(fares[0]).toBe(legFare("lrt1", "santos", "fpr", BEEP, NOON));
  });

  it("does not offer a way whose change reaches MRT-3 after its last train, and names that train", () => {
    const late = new Date("2026-11-30T22:20:00+08:00");
    const plan = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "ayala"), now: late, fare: BEEP });
    expect(plan.journeys).toEqual([]);
    const mrt3 = plan.missed.find((missed) => missed.lineId === "mrt3");
    expect(mrt3).toMatchObject({ direction: "northbound", stationId: "taft" });
    expect(mrt3?.lastTrain?.getTime()).toBeLessThan(late.getTime() + 45 * MINUTE_MS);
    // The first possible journey leaves the next morning, from the first trains.
    const next = plan.firstNextDay;
    expect(next?.departure.getTime()).toBeGreaterThan(new Date("2026-12-01T04:00:00+08:00").getTime());
    expect(next?.departure.getTime()).toBeLessThan(new Date("2026-12-01T06:00:00+08:00").getTime());
    // The next morning's journey is said to leave then: its rides are not marked closed.
    expect(rides(next as Journey).some((ride) => ride.closed)).toBe(false);
  });

  it("names a missed last train beside the ways left only when its way would have been quicker", () => {
    // At 21:00 LRT-2's last eastbound train has left Recto: Monumento to North Avenue goes the
    // long way round by EDSA-Taft, and the rider is told why.
    const nine = new Date("2026-11-30T21:00:00+08:00");
    const north = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "ns"), now: nine, fare: BEEP });
    expect(lines(north.journeys[0] as Journey)).toEqual(["lrt1", "mrt3"]);
    expect(north.missed.map((missed) => `${missed.lineId} ${missed.stationId}`)).toEqual(["lrt2 rect"]);
    // To Ayala the way by EDSA-Taft is the quick one anyway: LRT-2's last train is nothing to that rider.
    const ayala = planJourney({ from: ref("lrt1", "mon"), to: ref("mrt3", "ayala"), now: nine, fare: BEEP });
    expect(ayala.journeys.length).toBeGreaterThan(0);
    expect(ayala.missed).toEqual([]);
  });

  it("still offers the ways that catch their last trains late in the evening", () => {
    const late = new Date("2026-11-30T22:00:00+08:00");
    const plan = planJourney({ from: ref("lrt1", "edsa"), to: ref("lrt1", "mon"), now: late, fare: BEEP });
    expect(plan.journeys).toHaveLength(1);
    expect(plan.firstNextDay).toBeNull();
  });

  it("leaves at a chosen time, waiting for the first train before the lines open", () => {
    const now = new Date("2026-11-30T02:00:00+08:00");
    const plan = planJourney({ from: ref("lrt2", "rect"), to: ref("lrt2", "emerald"), now, fare: BEEP });
    expect(plan.journeys[0]?.departure).toEqual(new Date("2026-11-30T05:00:00+08:00"));
    // The ride says its line is closed when the rider gets there; at a chosen time when it runs, it does not.
    expect(rides(plan.journeys[0] as Journey).map((ride) => ride.closed)).toEqual([true]);
    const chosen = new Date("2026-11-30T09:00:00+08:00");
    const later = planJourney({
      from: ref("lrt2", "rect"),
      to: ref("lrt2", "emerald"),
      now,
      leaveAt: chosen,
      fare: BEEP,
    });
    expect(later.journeys[0]?.departure.getTime()).toBeGreaterThanOrEqual(chosen.getTime());
    expect(rides(later.journeys[0] as Journey).map((ride) => ride.closed)).toEqual([false]);
  });

  it("plans nothing, and does not throw, for an end that is no station of its line", () => {
    const ends: [StationRef, StationRef][] = [
      [ref("lrt1", "ayala"), ref("mrt3", "ayala")],
      [ref("lrt1", "mon"), ref("mrt3", "nowhere")],
      [{ lineId: "lrt9" as StationRef["lineId"], stationId: "mon" }, ref("mrt3", "ayala")],
      [ref("lrt1", "nowhere"), ref("lrt1", "elsewhere")],
    ];
    for (const [from, to] of ends)
      expect(planJourney({ from, to, now: NOON, fare: BEEP })).toEqual({
        journeys: [],
        missed: [],
        firstNextDay: null,
      });
  });

  it("shows a line's mark on the rides of that line only", () => {
    const plan = planJourney({
      from: ref("lrt1", "mon"),
      to: ref("mrt3", "ayala"),
      now: NOON,
      fare: BEEP,
      lineStatuses: [
        { line_id: "mrt3", delayed: 0, cancelled: 2, latest_report_at: NOON.toISOString() },
        { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null },
      ],
    });
    expect(rides(plan.journeys[0] as Journey).map((ride) => [ride.lineId, ride.trouble])).toEqual([
      ["lrt1", null],
      ["mrt3", "cancelled"],
    ]);
  });

  it("leaves today's line marks off a plan for another day", () => {
    const lineStatuses: LineStatus[] = [
      { line_id: "mrt3", delayed: 2, cancelled: 0, latest_report_at: NOON.toISOString() },
    ];
    const plan = (leaveAt: Date) =>
      planJourney({
        from: ref("lrt1", "mon"),
        to: ref("mrt3", "ayala"),
        now: NOON,
        leaveAt,
        fare: BEEP,
        lineStatuses,
      });
    const troubles = (leaveAt: Date) =>
      rides(plan(leaveAt).journeys[0] as Journey).map((ride) => [ride.lineId, ride.trouble]);
    // Later today, the mark still says what riders report now.
    expect(troubles(new Date(NOON.getTime() + 3 * 60 * 60_000))).toEqual([
      ["lrt1", null],
      ["mrt3", "delayed"],
    ]);
    // Tomorrow morning's trip knows nothing of today's delays.
    expect(troubles(new Date(NOON.getTime() + 20 * 60 * 60_000))).toEqual([
      ["lrt1", null],
      ["mrt3", null],
    ]);
  });

  it("times a line riders have seen today from the estimator's trains, said live", () => {
    const day = simulateServiceDay({
      lineId: "mrt3",
      date: "2026-11-30",
      seed: 1,
      scenario: "manila",
      reportShare: 0.3,
    });
    const reports = day.reports.filter((report) => Date.parse(report.created_at) <= NOON.getTime());
    const from = ref("mrt3", "ayala");
    const to = ref("mrt3", "ns");
    const live = planJourney({ from, to, now: NOON, fare: BEEP, reports: { mrt3: reports } });
    const timetable = planJourney({ from, to, now: NOON, fare: BEEP });
    const [liveRide] = rides(live.journeys[0] as Journey);
    const [timetableRide] = rides(timetable.journeys[0] as Journey);
    expect(liveRide?.basis).toBe("live");
    expect(timetableRide?.basis).toBe("timetable");
    // A manila day's MRT-3 runs slower than the timetable's 32 minutes end to end: the live ride says so.
    const minutes = (ride: RideLeg | undefined) =>
      ((ride?.arrival.getTime() ?? 0) - (ride?.departure.getTime() ?? 0)) / MINUTE_MS;
    expect(minutes(liveRide)).toBeGreaterThan(minutes(timetableRide));
  });

  it("plans the same from a day's reports asked again and again as from a fresh copy at each ask", () => {
    const { reports } = simulateServiceDay({
      lineId: "mrt3",
      date: "2026-11-30",
      seed: 2,
      scenario: "manila",
      reportShare: 0.3,
    });
    const learned = { mrt3: { runTimeFactor: 1.1, keptDirections: [], sightingLagMs: 30_000 } };
    const dayStartMs = Date.parse("2026-11-30T00:00:00+08:00");
    // Across each change of MRT-3's headway, from reports of 20 to 60 minutes before it: one line state
    // is kept over the change.
    const changes = Array.from({ length: 24 * 60 }, (_, minute) => minute).filter(
      (minute) => minute > 0 && headwayAt("mrt3", minute, false) !== headwayAt("mrt3", minute - 1, false),
    );
    expect(changes.length).toBeGreaterThan(1);
    for (const minute of changes) {
      const changeMs = dayStartMs + minute * MINUTE_MS;
      const held = reports.filter((report) => {
        const createdMs = Date.parse(report.created_at);
        return createdMs >= changeMs - 60 * MINUTE_MS && createdMs <= changeMs - 20 * MINUTE_MS;
      });
      for (let at = changeMs - 5 * MINUTE_MS; at < changeMs + 5 * MINUTE_MS; at += 37_000) {
        const now = new Date(at);
        const asked = (mrt3: typeof reports) =>
          planJourney({
            from: ref("mrt3", "shaw"),
            to: ref("mrt3", "ayala"),
            now,
            fare: BEEP,
            reports: { mrt3 },
            learned,
          });
        expect(asked(held), now.toISOString()).toEqual(asked([...held]));
      }
    }
  });
});

describe("planJourney: journeys worked by hand from docs/fares.md", () => {
  const SINGLE = { medium: "single-journey", rider: "regular" } as const;
  const SENIOR_SINGLE = { medium: "single-journey", rider: "senior" } as const;
  const STUDENT_BEEP = { medium: "beep", rider: "student" } as const;
  const fastest = (from: StationRef, to: StationRef, fare: FareKind) =>
    planJourney({ from, to, now: NOON, fare }).journeys[0] as Journey;
  const rideFares = (journey: Journey) => rides(journey).map((ride) => ride.fare);

  it("Monumento to Ayala: LRT-1 to EDSA (36 beep, 40 single journey), the walk to Taft Avenue, MRT-3 two stations (13)", () => {
    const from = ref("lrt1", "mon");
    const to = ref("mrt3", "ayala");
    const beep = fastest(from, to, BEEP);
    expect(lines(beep)).toEqual(["lrt1", "mrt3"]);
    expect(beep.legs.find((leg) => leg.kind === "walk")).toMatchObject({ minutes: 7 });
    expect(beep.transfers).toBe(1);
    expect(rideFares(beep)).toEqual([36, 13]);
    expect(fastest(from, to, SINGLE).fare).toBe(40 + 13);
    // Half of 40 and of 13, each rounded up: 20 and 7 (docs/product.md's "Total fare ₱27").
    expect(fastest(from, to, SENIOR_SINGLE).fare).toBe(20 + 7);
    expect(fastest(from, to, STUDENT_BEEP).fare).toBe(18 + 7);
  });

  it("Baclaran to Fernando Poe Jr. (Roosevelt): 43 beep, 45 single journey, 23 for a senior's single journey", () => {
    const from = ref("lrt1", "baclaran");
    const to = ref("lrt1", "fpr");
    expect(fastest(from, to, BEEP)).toMatchObject({ fare: 43, transfers: 0 });
    expect(fastest(from, to, SINGLE).fare).toBe(45);
    expect(fastest(from, to, SENIOR_SINGLE).fare).toBe(23);
    expect(fastest(from, to, STUDENT_BEEP).fare).toBe(22);
  });

  it("end to end on LRT-2 and MRT-3: Recto to Antipolo 33 beep and 35 single journey, North Avenue to Taft Avenue 28", () => {
    expect(fastest(ref("lrt2", "rect"), ref("lrt2", "emerald"), BEEP).fare).toBe(33);
    expect(fastest(ref("lrt2", "rect"), ref("lrt2", "emerald"), SINGLE).fare).toBe(35);
    expect(fastest(ref("lrt2", "rect"), ref("lrt2", "emerald"), SENIOR_SINGLE).fare).toBe(18);
    const northToTaft = fastest(ref("mrt3", "ns"), ref("mrt3", "taft"), BEEP);
    expect(rides(northToTaft)).toMatchObject([{ stops: 12, fare: 28 }]);
    expect(fastest(ref("mrt3", "ns"), ref("mrt3", "taft"), SINGLE).fare).toBe(28);
    expect(fastest(ref("mrt3", "ns"), ref("mrt3", "taft"), SENIOR_SINGLE).fare).toBe(14);
  });

  it("Baclaran to Santolan: MRT-3's Santolan-Annapolis by EDSA-Taft (17 + 24), LRT-2's Santolan by Recto (29 + 28)", () => {
    const toMrt3 = fastest(ref("lrt1", "baclaran"), ref("mrt3", "santolan"), BEEP);
    expect(lines(toMrt3)).toEqual(["lrt1", "mrt3"]);
    expect(rideFares(toMrt3)).toEqual([17, 24]);
    expect(fastest(ref("lrt1", "baclaran"), ref("mrt3", "santolan"), SINGLE).fare).toBe(20 + 24);
    const toLrt2 = fastest(ref("lrt1", "baclaran"), ref("lrt2", "santolan2"), BEEP);
    expect(lines(toLrt2)).toEqual(["lrt1", "lrt2"]);
    expect(rideFares(toLrt2)).toEqual([29, 28]);
    expect(fastest(ref("lrt1", "baclaran"), ref("lrt2", "santolan2"), SINGLE).fare).toBe(30 + 30);
  });

  it("Antipolo to Taft Avenue: LRT-2 to Araneta Center-Cubao (23), the walk, MRT-3 nine stations (24); not by Recto and EDSA (33 + 28)", () => {
    const plan = planJourney({
      from: ref("lrt2", "emerald"),
      to: ref("mrt3", "taft"),
      now: NOON,
      fare: BEEP,
    });
    expect(plan.journeys.map(lines)).toEqual([["lrt2", "mrt3"]]);
    const [journey] = plan.journeys as [Journey];
    expect(journey.legs.find((leg) => leg.kind === "walk")).toMatchObject({ minutes: 8 });
    expect(rideFares(journey)).toEqual([23, 24]);
    expect(fastest(ref("lrt2", "emerald"), ref("mrt3", "taft"), SINGLE).fare).toBe(25 + 24);
  });

  it("at the interchanges each line is paid once, and a walk to or from one is no change and costs nothing", () => {
    // Carriedo to Recto: LRT-1 to Doroteo Jose (17), then the footbridge.
    expect(fastest(ref("lrt1", "carr"), ref("lrt2", "rect"), BEEP)).toMatchObject({ fare: 17, transfers: 0 });
    // Taft Avenue to Baclaran: the walkway, then LRT-1 from EDSA (17; 20 single journey).
    const taftToBaclaran = fastest(ref("mrt3", "taft"), ref("lrt1", "baclaran"), SINGLE);
    expect(taftToBaclaran.legs.map((leg) => leg.kind)).toEqual(["walk", "ride"]);
    expect(taftToBaclaran).toMatchObject({ fare: 20, transfers: 0 });
    for (const [from, to, minutes] of [
      [ref("lrt1", "edsa"), ref("mrt3", "taft"), 7],
      [ref("mrt3", "cube"), ref("lrt2", "araneta"), 8],
      [ref("lrt2", "rect"), ref("lrt1", "doro"), 5],
    ] as const) {
      expect(fastest(from, to, SINGLE)).toMatchObject({ fare: 0, transfers: 0, minutes });
    }
  });
});

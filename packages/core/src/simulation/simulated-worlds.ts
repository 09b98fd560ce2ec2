import type { LineId } from "../domain-types";
import type { ScoredDay } from "./score-estimates";
import { SECOND_WORLD_KINDS, type SecondWorldKind } from "./second-world/second-world-types";
import { simulateSecondWorldDay } from "./second-world/simulate-second-world-day";
import type { Scenario } from "./service-day";
import { simulateServiceDay } from "./simulate-service-day";

/**
 * The bench's two worlds (docs/decisions/102-a-second-simulated-world.md): the first, which the
 * estimator was tuned on (decision 036), and the second, built apart to judge it on days it never saw.
 */
export const WORLDS = ["first", "second"] as const;
export type World = (typeof WORLDS)[number];

/** Kinds of day both worlds have: trains kept to the timetable, dispatched by headway, or disrupted. */
export const DAY_KINDS = SECOND_WORLD_KINDS;
export type DayKind = SecondWorldKind;

const FIRST_WORLD_SCENARIO: Record<DayKind, Scenario> = {
  timetable: "calm",
  headway: "manila",
  disrupted: "suspension",
};

interface WorldDayInput {
  lineId: LineId;
  date: string;
  seed: number;
  kind: DayKind;
  reportShare: number;
  /** The second world only: its headway-run trains spaced this many timetable headways apart. */
  dispatchScale?: number;
  /** The second world only: its riders report this many times as late as they would. */
  riderLagScale?: number;
}

export function simulateWorldDay(world: World, input: WorldDayInput): ScoredDay {
  if (world === "second") return simulateSecondWorldDay(input);
  if (input.dispatchScale !== undefined && input.dispatchScale !== 1)
    throw new Error("only the second world spaces its trains off the timetable (dispatchScale)");
  if (input.riderLagScale !== undefined && input.riderLagScale !== 1)
    throw new Error("only the second world's riders can report later (riderLagScale)");
  return simulateServiceDay({ ...input, scenario: FIRST_WORLD_SCENARIO[input.kind] });
}

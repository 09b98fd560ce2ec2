import { parentPort } from "node:worker_threads";
import { type AccuracyTally, addTallies, EMPTY_TALLY, reportScores } from "@riles/core";
import type { DayToScore, ScoredAnswer } from "./day-scorer";

/** The worker thread's side of DayScorer: scores each day it is sent and answers its tally. */
parentPort?.on("message", ({ id, lineId, reports, from }: DayToScore) => {
  let answer: ScoredAnswer;
  try {
    let tally: AccuracyTally = EMPTY_TALLY;
    for (const score of reportScores(lineId, reports, from)) tally = addTallies(tally, score);
    answer = { id, tally };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

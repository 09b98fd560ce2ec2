import type { Worker } from "node:worker_threads";
import type { AccuracyTally, LineId, ReportRow } from "@riles/core";
import { startDayScorerWorker } from "#server/day-scorer-worker-file.ts";

/** A day's reports to score, from index `from` on (those before are scored already). */
export interface DayToScore {
  id: number;
  lineId: LineId;
  reports: readonly ReportRow[];
  from: number;
}

export type ScoredAnswer = { id: number; tally: AccuracyTally } | { id: number; error: string };

interface Waiting {
  resolve: (tally: AccuracyTally) => void;
  reject: (error: Error) => void;
}

/**
 * Scores the published accuracy's days on a worker thread of its own: one report costs 40 ms and more on a
 * busy day (replaying what riders were shown), and on the main thread each would hold every request
 * waiting behind it (docs/decisions/199-the-published-accuracy-is-scored-off-the-main-thread.md). The
 * thread starts with the first day to score, does not keep the process alive, and is started again after
 * it failed.
 */
export class DayScorer {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private stopped = false;

  /** The tally of `reports` from index `from` on. */
  score(lineId: LineId, reports: readonly ReportRow[], from: number): Promise<AccuracyTally> {
    if (this.stopped) return Promise.reject(new Error("The accuracy scorer has stopped"));
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, lineId, reports, from } satisfies DayToScore);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error("The accuracy scorer has stopped"));
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startDayScorerWorker();
    worker.on("message", (answer: ScoredAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      if ("error" in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.tally);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`The accuracy scorer's thread exited (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error) {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}

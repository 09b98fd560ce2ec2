import type { LineId, LineSightings } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { lineSightingsText } from "#server/sightings/line-sightings-text.ts";

/**
 * How long a line's sightings are planned from without a new report: what changes by the clock alone (a
 * report leaving the estimator's 90 minutes, the day's learned factor) moves little in that time, while
 * learning from a day's reports costs tens of milliseconds a line.
 */
const KEEP_MS = 15_000;

/**
 * Each line's sightings answer as GET /api/journeys plans from them, kept until a report of the line
 * arrives, a catch-up may have missed some, or KEEP_MS pass: the answers kept for GET /api/sightings
 * expire with their oldest report's half hour, which a day's reports always passed.
 */
export class KeptSightings {
  private readonly kept = new Map<LineId, { atMs: number; sightings: LineSightings }>();
  /** Bumped by every report of the line, so a read that raced a new report is not kept. */
  private readonly generations = new Map<string, number>();
  private listening = false;

  constructor(private readonly read: typeof lineSightingsText = lineSightingsText) {}

  async of(deps: Pick<AppDeps, "events" | "database">, line: LineId, now: Date): Promise<LineSightings> {
    this.listen(deps);
    const nowMs = now.getTime();
    const hit = this.kept.get(line);
    if (hit && nowMs >= hit.atMs && nowMs - hit.atMs < KEEP_MS) return hit.sightings;
    const generation = this.generations.get(line) ?? 0;
    const sightings = JSON.parse(await this.read(deps, line, now)) as LineSightings;
    if (generation === (this.generations.get(line) ?? 0)) this.kept.set(line, { atMs: nowMs, sightings });
    return sightings;
  }

  private listen(deps: Pick<AppDeps, "events">) {
    if (this.listening) return;
    this.listening = true;
    deps.events.onReport((row) => this.forget(row.line_id));
    deps.events.onChange(() => {
      for (const line of this.kept.keys()) this.forget(line);
    });
  }

  private forget(line: string) {
    this.generations.set(line, (this.generations.get(line) ?? 0) + 1);
    this.kept.delete(line as LineId);
  }
}

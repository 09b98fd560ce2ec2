/**
 * The ids of reports already delivered, kept while a catch-up could read them again: those stamped
 * within `keepMs` of the newest one. Bounded by the reports of that span, not by uptime.
 */
export class RecentReportIds {
  private readonly createdAtById = new Map<string, number>();
  private newest: number | null = null;

  constructor(private readonly keepMs: number) {}

  get newestCreatedAtMs(): number | null {
    return this.newest;
  }

  has(id: string): boolean {
    return this.createdAtById.has(id);
  }

  /** Records the id; false when it was already recorded. */
  add(id: string, createdAtMs: number): boolean {
    if (this.createdAtById.has(id)) return false;
    this.createdAtById.set(id, createdAtMs);
    if (this.newest === null || createdAtMs > this.newest) {
      this.newest = createdAtMs;
      this.forgetOlderThan(createdAtMs - this.keepMs);
    }
    return true;
  }

  private forgetOlderThan(limitMs: number): void {
    for (const [id, createdAtMs] of this.createdAtById) {
      if (createdAtMs < limitMs) this.createdAtById.delete(id);
    }
  }
}

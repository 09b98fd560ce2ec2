import type { ReportRow } from "@riles/core";
import type { Database } from "../db/database";
import { REPORTS_CHANNEL, reportById } from "./report-store";

export type ReportListener = (row: ReportRow) => void;

/**
 * Fans every stored report out to this process's stream clients. NOTIFY carries only the id (payloads
 * are small and rows may be large); the row is read back, so every process sees the committed row.
 */
export class ReportEvents {
  private readonly listeners = new Set<ReportListener>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REPORTS_CHANNEL, (id) => {
      reportById(this.database.db, id).then(
        (row) => {
          if (row) for (const listener of this.listeners) listener(row);
        },
        (error: unknown) => this.log(`Could not read report ${id} for the stream: ${String(error)}`),
      );
    });
  }

  subscribe(listener: ReportListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }
}

import { LINES } from "@riles/core";
import type { TestClient } from "./test-server";

export interface PostAnswer {
  /** 0 when no HTTP answer came at all. */
  status: number;
  id?: string;
  error?: string;
  ms: number;
}

const lrt1 = LINES.find((line) => line.id === "lrt1");
const STATIONS = lrt1?.stations.map((station) => station.id) ?? [];

/** A valid report: a delayed, packed train at LRT-1 EDSA, northbound. */
export const DELAYED_REPORT = {
  line_id: "lrt1",
  station_id: "edsa",
  direction: "northbound",
  status: "delayed",
  crowd_level: "packed",
};

/** A valid report to a different station each time, so the same-target rule never applies. */
export function reportNumber(n: number) {
  return {
    line_id: "lrt1",
    station_id: STATIONS[n % STATIONS.length],
    direction: n % 2 ? "northbound" : "southbound",
    status: "on-time",
    crowd_level: "moderate",
  };
}

/** Posts reports one after another until `stopped()`, recording every answer and how long it took. */
export async function postUntil(
  client: TestClient,
  stopped: () => boolean,
  answers: PostAnswer[],
  pauseMs = 20,
): Promise<void> {
  for (let n = 0; !stopped(); n++) {
    const started = performance.now();
    try {
      const response = await client.postJson("/api/reports", reportNumber(n));
      const body = (await response.json()) as { id?: string; error?: string };
      answers.push({
        status: response.status,
        id: body.id,
        error: body.error,
        ms: performance.now() - started,
      });
    } catch {
      answers.push({ status: 0, ms: performance.now() - started });
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

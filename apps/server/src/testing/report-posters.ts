import { LINES, servingDirections } from "@riles/core";
import type { TestClient } from "./test-server";

export interface PostAnswer {
  /** 0 when no HTTP answer came at all. */
  status: number;
  id?: string;
  error?: string;
  ms: number;
}

const lrt1 = LINES.find((line) => line.id === "lrt1");
/** Every station of LRT-1 with each direction trains leave it in. */
const TARGETS = (lrt1?.stations ?? []).flatMap((station) =>
  servingDirections("lrt1", station.id).map((direction) => ({ stationId: station.id, direction })),
);

/** A valid report body: an on-time, moderately full southbound MRT-3 train at Cubao, but for the fields given. */
export function reportInput(fields: Record<string, unknown> = {}) {
  return {
    line_id: "mrt3",
    station_id: "cube",
    direction: "southbound",
    status: "on-time",
    crowd_level: "moderate",
    ...fields,
  };
}

/** A valid report: a delayed, packed train at LRT-1 EDSA, northbound. */
export const DELAYED_REPORT = {
  line_id: "lrt1",
  station_id: "edsa",
  direction: "northbound",
  status: "delayed",
  crowd_level: "packed",
};

/** A valid report of a crowded southbound MRT-3 train at the station named. */
export function southboundMrt3Report(stationId: string) {
  return {
    line_id: "mrt3",
    station_id: stationId,
    direction: "southbound",
    status: "on-time",
    crowd_level: "crowded",
  };
}

/** A valid report to a different station or direction each time, so the same-target rule never applies. */
export function reportNumber(n: number) {
  const target = TARGETS[n % TARGETS.length];
  return {
    line_id: "lrt1",
    station_id: target?.stationId,
    direction: target?.direction,
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

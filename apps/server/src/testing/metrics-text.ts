import { expect } from "vitest";

/** The server's Prometheus text, read from its metrics port as a scraper would. */
export async function scrapeMetrics(server: { metricsPort?: number | null }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** One sample's value from the Prometheus text format, by its name and labels as written. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

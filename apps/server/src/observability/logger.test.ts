import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, infoLineWriter } from "./logger";

afterEach(() => {
  vi.useRealTimers();
});

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe("infoLineWriter", () => {
  it("writes the very text pino writes for the same fields and message", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T00:03:00.123Z"));
    const { logger, lines } = capturedLogger();
    const fields = { method: "GET", route: "/api/reports", status: 200, ms: 3 };
    logger.child({ requestId: "trace-1" }).info(fields, "answered");
    infoLineWriter(logger, "answered")(`"requestId":"trace-1",${JSON.stringify(fields).slice(1, -1)}`);

    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1] ?? "")).toEqual({
      level: "info",
      time: "2026-11-24T00:03:00.123Z",
      requestId: "trace-1",
      ...fields,
      msg: "answered",
    });
  });

  it("writes nothing while the logger's level is above info", () => {
    const { logger, lines } = capturedLogger();
    const write = infoLineWriter(logger, "answered");
    logger.level = "warn";
    write('"status":200');
    expect(lines).toEqual([]);
    logger.level = "info";
    write('"status":200');
    expect(lines).toHaveLength(1);
  });

  it("refuses a logger createLogger did not make, whose destination it cannot know", () => {
    expect(() => infoLineWriter(pino({ enabled: false }), "answered")).toThrow(/createLogger/);
  });
});

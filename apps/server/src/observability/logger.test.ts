import { spawn } from "node:child_process";
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

describe("createLogger's stdout", () => {
  /** A process that logs with the default destination and does `then`; what reaches its stdout. */
  function loggingProcess(then: string) {
    const logger = new URL("./logger.ts", import.meta.url).pathname;
    const script = `import { createLogger } from ${JSON.stringify(logger)};
      const log = createLogger(); log.info("gathered"); ${then}`;
    return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
  }

  it("writes a line out by itself, with nothing more logged and the process running", async () => {
    const child = loggingProcess("setInterval(() => {}, 1000);");
    const line = await new Promise<string>((resolve) =>
      child.stdout.setEncoding("utf8").once("data", (chunk: string) => resolve(chunk)),
    );
    child.kill();
    expect(JSON.parse(line)).toMatchObject({ level: "info", msg: "gathered" });
  });

  it("writes out what it gathered when the process exits at once", async () => {
    const child = loggingProcess("process.exit(0);");
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    await new Promise((resolve) => child.once("close", resolve));
    expect(JSON.parse(out)).toMatchObject({ level: "info", msg: "gathered" });
  });
});

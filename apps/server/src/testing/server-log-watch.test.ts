import { describe, expect, it } from "vitest";
import { newUnhandledErrors, watchServerLog } from "./server-log-watch";

describe("the server log watch", () => {
  it("reports each unhandled error once, from every watched log", () => {
    const inProcess: string[] = [];
    const child: string[] = [];
    watchServerLog(inProcess);
    watchServerLog(child);
    inProcess.push("GET /api/health: the client went away before the answer");
    expect(newUnhandledErrors()).toEqual([]);
    inProcess.push("Unhandled error on POST /api/reports: Error: boom");
    child.push("Listening on 3000\nUnhandled error on GET /api/health: TypeError\n");
    expect(newUnhandledErrors()).toEqual([
      "Unhandled error on POST /api/reports: Error: boom",
      "Listening on 3000\nUnhandled error on GET /api/health: TypeError\n",
    ]);
    expect(newUnhandledErrors()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

afterEach(() => vi.unstubAllGlobals());

describe("nextTask", () => {
  it("yields to the browser through scheduler.yield where it has one", async () => {
    let yielded = 0;
    vi.stubGlobal("scheduler", {
      yield: () => {
        yielded += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    });
    await nextTask();
    expect(yielded).toBe(1);
  });

  it("goes on at once where it has none", async () => {
    vi.stubGlobal("scheduler", undefined);
    let after = false;
    const done = nextTask().then(() => {
      after = true;
    });
    await Promise.resolve();
    expect(after).toBe(true);
    await done;
  });
});

// Preloaded into the processes whose memory bench/streams.bench.ts measures (with node --expose-gc). On
// SIGUSR2 everything collectable is collected, twice with a pause between so objects kept only until a
// finalizer ran are gone too. A burst of connections also grows V8's young generation to its maximum
// (32 MB), which collecting does not give back: V8's memory reducer does, on its own, once the process
// has been quiet for a while (20-40 s here). So the process then waits until its young generation is
// back at its size at start (at most MAX_WAIT_MS), collects once more and writes what it found to
// <tmpdir>/riles-bench-settled-<pid>.json, for the bench to read its resident memory then.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getHeapSpaceStatistics } from "node:v8";

const MAX_WAIT_MS = 150_000;
const POLL_MS = 1000;
const youngGenerationBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
const youngAtStart = youngGenerationBytes();
const collect = () => globalThis.gc({ type: "major", execution: "sync", flavor: "last-resort" });

/** Each signal starts over: a wait begun by an earlier one stops. */
let signals = 0;

process.on("SIGUSR2", () => {
  signals += 1;
  const signal = signals;
  const started = Date.now();
  collect();
  setTimeout(collect, 200);
  // Only looked at meanwhile: a collection of ours would put off the reducer's.
  setTimeout(function settle() {
    if (signal !== signals) return;
    const settled = youngGenerationBytes() <= youngAtStart;
    if (!settled && Date.now() - started < MAX_WAIT_MS) {
      setTimeout(settle, POLL_MS);
      return;
    }
    collect();
    writeFileSync(
      join(tmpdir(), `riles-bench-settled-${process.pid}.json`),
      JSON.stringify({
        settled,
        youngGenerationBytes: youngGenerationBytes(),
        waitedMs: Date.now() - started,
      }),
    );
  }, POLL_MS);
});

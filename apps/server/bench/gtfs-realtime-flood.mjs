// GTFS-Realtime requests at a fixed rate from a process of their own, so the bench's process reads its
// streams undisturbed. Args: the server's URL and requests a second. SIGTERM, or the bench's end (its
// stdin closes), stops it; it then prints what it sent as one line of JSON.
import autocannon from "autocannon";

const [url, rate] = process.argv.slice(2);
const instance = autocannon(
  {
    url,
    connections: 50,
    overallRate: Number(rate),
    duration: 3600,
    requests: [{ path: "/api/gtfs-rt/trip-updates" }, { path: "/api/gtfs-rt/alerts" }],
  },
  (error, result) => {
    const summary = error
      ? { error: String(error) }
      : {
          requests: result.requests.total,
          seconds: result.duration,
          perSecond: result.requests.total / result.duration,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          latencyP99Ms: result.latency.p99,
        };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    process.exit(0);
  },
);
process.on("SIGTERM", () => instance.stop());
process.stdin.on("end", () => instance.stop());
process.stdin.resume();

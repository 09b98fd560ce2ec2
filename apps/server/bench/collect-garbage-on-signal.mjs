// Preloaded into the processes whose memory bench/streams.bench.ts measures (with node --expose-gc): on
// SIGUSR2 everything collectable is collected, twice with a pause between so objects kept only until a
// finalizer ran are gone too, and the heap is shrunk, so growth in resident memory is what is kept.
const collect = () => globalThis.gc({ type: "major", execution: "sync", flavor: "last-resort" });
process.on("SIGUSR2", () => {
  collect();
  setTimeout(collect, 200);
});

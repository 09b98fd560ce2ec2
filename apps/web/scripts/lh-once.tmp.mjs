// temporary probe (not committed)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium.mjs";
import { freePort } from "../../../scripts/server-process.mjs";
const [url, locale, out] = process.argv.slice(2);
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), "riles-lh-"));
const chrome = spawn(CHROMIUM_PATH, ["--headless=new", ...CHROMIUM_ARGS, `--lang=${locale}`, `--accept-lang=${locale}`, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`], { stdio: "ignore", detached: true });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
try {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  writeFileSync(out, JSON.stringify(result.lhr));
  const a = result.lhr.audits;
  console.log("perf", result.lhr.categories.performance.score, "FCP", a["first-contentful-paint"].numericValue, "LCP", a["largest-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "SI", a["speed-index"].numericValue);
  console.log("LCP el", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node));
  console.log("observed", JSON.stringify(a.metrics.details.items[0], null, 0));
  for (const t of a["long-tasks"]?.details?.items ?? []) console.log("long task", JSON.stringify(t));
} finally { process.kill(-chrome.pid, "SIGKILL"); rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); }

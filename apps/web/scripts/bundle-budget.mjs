// Budgets of the web app (issue: "a script, not a test"): builds the app, serves it with the real server,
// opens / in Debian's Chromium and reports
//   - the gzip size of the JavaScript that / loads, once for a browser set to English and once for one set
//     to Filipino (budgets 125 KB and 130 KB: docs/decisions/085-react-runs-the-web-app.md),
//     that the map code is not among it, and that English loads no Filipino text
//     (docs/decisions/030-filipino-and-english.md),
//     and whether / paints its station list from the HTML alone, scripts off
//     (docs/decisions/088-the-first-screen-as-html.md),
//   - the gzip size of the lazily loaded map code (budget 60 KB): the map screen's chunk and the chunk
//     that holds Leaflet, which the journey screen's route map shares,
//   - Lighthouse mobile performance and accessibility scores for / (budgets 95 and 100), median of 3 runs
//     (a run whose trace Chromium lost is run again and counted), for a browser in English and one in
//     Filipino; in every run the layout shift (budget 0) and whether the page painted before it asked for
//     the app's scripts (docs/decisions/107-html-paints-before-scripts.md), the main thread's time in the
//     app's scripts, and the machine's load average beside each median (Lighthouse's figures vary with it).
// Lighthouse's page gets a core of its own: its renderer runs on the machine's last core, the bench, the
// server and the rest of Chromium on the others (docs/decisions/132-the-measured-page-on-a-core-of-its-own.md).
// Figures go to stdout and to bench/results/bundle.json. Exits non-zero when a budget is missed.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium.mjs";
import { freePort, startServerProcess } from "../../../scripts/server-process.mjs";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(webDir, "../..");
const distDir = join(webDir, "dist");
const chromiumPath = CHROMIUM_PATH;
const chromiumFlags = ["--headless=new", ...CHROMIUM_ARGS];
/** The core kept for the measured page's renderer, once the script runs pinned off it. */
const RENDERER_CORE_ENV = "RILES_BENCH_RENDERER_CORE";

// The bench, the server it starts and every browser but the measured page's renderer stay off the
// renderer's core: the whole script runs again pinned to the other cores (where Node then sees only those).
if (process.env[RENDERER_CORE_ENV] === undefined) {
  const cores = availableParallelism();
  if (cores > 1 && spawnSync("taskset", ["-c", "0", "true"]).status === 0) {
    const pinned = spawnSync(
      "taskset",
      ["-c", `0-${cores - 2}`, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { stdio: "inherit", env: { ...process.env, [RENDERER_CORE_ENV]: String(cores - 1) } },
    );
    process.exit(pinned.status ?? 1);
  }
}
const rendererCore = process.env[RENDERER_CORE_ENV];

/**
 * Lighthouse's Chromium: its renderers start on the core kept for them. Without strict site isolation (as
 * on most Android phones) the navigation from Lighthouse's blank tab need not start a new renderer, whose
 * race with the trace loses runs (docs/decisions/084-lighthouse-runs-that-lose-their-trace-run-again.md):
 * with the renderer pinned and the isolation on, 5 runs of 14 lost their trace.
 */
const lighthouseChromiumFlags = rendererCore
  ? [...chromiumFlags, `--renderer-cmd-prefix=taskset -c ${rendererCore}`, "--disable-site-isolation-trials"]
  : chromiumFlags;
const LIGHTHOUSE_RUNS = 3;
const MAX_TRACE_RETRIES = 2;
const BUDGETS = {
  initialJsGzipKb: { en: 125, fil: 130 },
  mapChunkGzipKb: 60,
  performance: 95,
  accessibility: 100,
  cumulativeLayoutShift: 0,
};

async function waitFor(url, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within 60 s`);
}

const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
const round = (value) => Math.round(value * 10) / 10;
const round3 = (value) => Math.round(value * 1000) / 1000;

// What the bench started, taken down when a signal stops it (Ctrl-C, `timeout`): the server would outlive
// it, and the Chromium that Lighthouse measures runs in a process group of its own, which the signal does
// not reach.
const stopOnSignal = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const stop of stopOnSignal) stop();
    process.exit(1);
  });
}

function build() {
  const result = spawnSync("npx", ["vite", "build"], { cwd: webDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("vite build failed");
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "riles-bench-web-"));
  const server = await startServerProcess({
    args: ["--import", "tsx", "apps/server/src/index.ts"],
    cwd: repoRoot,
    // Production refuses to start without SMTP_URL; the bench only loads pages and sends no mail.
    env: { DATA_DIR: dataDir, NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" },
    output: "pipe",
  });
  const killServer = () => server.child.kill("SIGTERM");
  stopOnSignal.add(killServer);
  return {
    url: server.url,
    stop: async () => {
      stopOnSignal.delete(killServer);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JavaScript files the page requests while loading / (service workers off: their precache is later). */
async function scriptsLoadedBy(url, locale) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  try {
    const context = await browser.newContext({
      serviceWorkers: "block",
      viewport: { width: 360, height: 740 },
      locale,
    });
    const page = await context.newPage();
    const scripts = new Set();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".js")) scripts.add(path.replace(/^\//, ""));
    });
    await page.goto(url, { waitUntil: "load" });
    // Lazy chunks the first screen asks for right after load count too.
    await page.waitForTimeout(3_000);
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/**
 * Whether the first screen paints from the HTML alone: / opened with scripts off shows LRT-1's station list,
 * and Chrome records a first contentful paint (docs/decisions/088-the-first-screen-as-html.md).
 */
async function paintWithoutScripts(url, locale) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  try {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      locale,
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return {
      stationsShown: await page.getByRole("list", { name: /LRT-1/ }).getByRole("link").count(),
      firstContentfulPaintMs: await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      ),
    };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url, locale) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "riles-lighthouse-"));
  const chrome = spawn(
    chromiumPath,
    [
      ...lighthouseChromiumFlags,
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
    ],
    // Its own process group, so that its helper processes end with it.
    { stdio: "ignore", detached: true },
  );
  const killChrome = () => process.kill(-chrome.pid, "SIGKILL");
  stopOnSignal.add(killChrome);
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, "Chromium");
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const { performance, accessibility } = result.lhr.categories;
    const failedAudits = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    const metric = (id) => Math.round(result.lhr.audits[id].numericValue);
    const networkRequests = result.lhr.audits["network-requests"]?.details;
    const requests = networkRequests?.items ?? [];
    const observedFirstPaintTs =
      result.lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
    // When the page asked for each of the app's scripts, in ms after its first contentful paint: the loader
    // adds them once the page has painted (docs/decisions/107-html-paints-before-scripts.md). The loader
    // itself is a classic async script that only waits for the paint.
    const appScriptsRequestedAfterPaintMs = requests
      .filter((item) => item.resourceType === "Script" && !/\/load-app-[\w-]+\.js$/.test(item.url))
      .map((item) =>
        Math.round(
          (networkRequests.debugData.networkStartTimeTs +
            item.rendererStartTime * 1000 -
            observedFirstPaintTs) /
            1000,
        ),
      );
    return {
      metricsMs: {
        firstContentfulPaint: metric("first-contentful-paint"),
        largestContentfulPaint: metric("largest-contentful-paint"),
        totalBlockingTime: metric("total-blocking-time"),
        speedIndex: metric("speed-index"),
      },
      // The main thread's time running the app's scripts on the simulated phone (Lighthouse's bootup-time):
      // less when Chrome compiled them as they streamed in
      // (docs/decisions/123-the-entry-compiled-as-it-streams-in.md).
      appScriptingMs: Math.round(
        (result.lhr.audits["bootup-time"]?.details?.items ?? [])
          .filter((item) => /\/assets\/[\w-]+\.js$/.test(item.url))
          .reduce((sum, item) => sum + item.scripting, 0),
      ),
      cumulativeLayoutShift: result.lhr.audits["cumulative-layout-shift"].numericValue,
      largestContentfulPaintElement:
        result.lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      performance: Math.round(performance.score * 100),
      runtimeError: result.lhr.runtimeError?.code ?? null,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      runWarnings: result.lhr.runWarnings,
      // Lighthouse simulates the phone from this run. It cannot see when a module script ran, so a script
      // that had arrived before Chrome painted counts as blocking the simulated first paint. A script the
      // page asked for only after it painted cannot have run before.
      paintedBeforeAppScripts: appScriptsRequestedAfterPaintMs.every((ms) => ms >= 0),
      firstAppScriptRequestedAfterPaintMs: Math.min(...appScriptsRequestedAfterPaintMs),
      accessibility: Math.round(accessibility.score * 100),
      failedAudits,
      // Whether the page ran in Filipino: the Filipino catalogue is among the requests.
      filipinoLoaded: (result.lhr.audits["network-requests"]?.details?.items ?? []).some((item) =>
        /web-texts-fil/.test(item.url),
      ),
    };
  } finally {
    if (chrome.exitCode === null) process.kill(-chrome.pid, "SIGKILL");
    await exited;
    stopOnSignal.delete(killChrome);
    // Chromium's helper processes may still write to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

build();
const server = await startServer();
try {
  // The browser's language picks the app's on a first visit: fil-PH loads the Filipino catalogue too.
  const firstScreen = {};
  for (const [language, locale] of [
    ["en", "en-PH"],
    ["fil", "fil-PH"],
  ]) {
    const files = await scriptsLoadedBy(`${server.url}/`, locale);
    const gzip = files.reduce((sum, file) => sum + gzipKb(file), 0);
    firstScreen[language] = {
      locale,
      files,
      gzipKb: round3(gzip),
      budgetKb: BUDGETS.initialJsGzipKb[language],
      withoutScripts: await paintWithoutScripts(`${server.url}/`, locale),
    };
  }
  const loaded = [...firstScreen.en.files, ...firstScreen.fil.files];
  const assets = readdirSync(join(distDir, "assets"));
  // Leaflet is told by its own class name: Vite names a shared chunk after one of its modules.
  const isLeaflet = (file) => readFileSync(join(distDir, file), "utf8").includes("leaflet-container");
  const mapScreen = assets.find((file) => file.startsWith("map-screen") && file.endsWith(".js"));
  const mapChunks = [
    ...(mapScreen ? [mapScreen] : []),
    ...assets.filter((file) => file.endsWith(".js") && isLeaflet(join("assets", file))),
  ];
  const mapCodeOnHome = loaded.some((file) => /map-screen/.test(file) || isLeaflet(file));
  const filipinoOnEnglish = firstScreen.en.files.some((file) => /web-texts-fil/.test(file));
  const filipinoLoaded = firstScreen.fil.files.some((file) => /web-texts-fil/.test(file));
  // A run whose trace lost the page's navigationStart cannot be scored (NO_NAVSTART, about 1 run in 10
  // here): it is run again and counted; any other error scores 0 and counts against the budget
  // (docs/decisions/084-lighthouse-runs-that-lose-their-trace-run-again.md).
  async function scoredRun(locale) {
    for (let lostTraces = 0; ; lostTraces += 1) {
      const run = await lighthouseScores(`${server.url}/`, locale);
      if (run.runtimeError !== "NO_NAVSTART" || lostTraces === MAX_TRACE_RETRIES)
        return { ...run, lostTraces };
    }
  }
  // Lighthouse's own advice: scores vary run to run with the machine's load, so take the median of runs.
  async function medianScores(locale) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await scoredRun(locale));
    runs.sort((a, b) => a.performance - b.performance);
    return {
      ...runs[Math.floor(runs.length / 2)],
      locale,
      performanceRuns: runs.map((run) => run.performance),
      paintedBeforeAppScriptsRuns: runs.map((run) => run.paintedBeforeAppScripts),
      cumulativeLayoutShiftRuns: runs.map((run) => run.cumulativeLayoutShift),
      appScriptingMsRuns: runs.map((run) => run.appScriptingMs),
      loadAverage: loadavg().map(round),
      runtimeErrors: runs.map((run) => run.runtimeError).filter(Boolean),
      lostTraces: runs.reduce((sum, run) => sum + run.lostTraces, 0),
    };
  }
  const scores = await medianScores("en-PH");
  const filipinoScores = await medianScores("fil-PH");
  const results = {
    rendererOnItsOwnCore: rendererCore !== undefined,
    initialJs: firstScreen,
    filipinoTextLoadedForEnglish: filipinoOnEnglish,
    mapCodeLoadedOnHome: mapCodeOnHome,
    mapChunk: {
      files: mapChunks,
      gzipKb: mapScreen
        ? round(mapChunks.reduce((sum, file) => sum + gzipKb(join("assets", file)), 0))
        : null,
      budgetKb: BUDGETS.mapChunkGzipKb,
    },
    lighthouseMobile: {
      ...scores,
      budgets: { performance: BUDGETS.performance, accessibility: BUDGETS.accessibility },
    },
    lighthouseMobileFilipino: {
      ...filipinoScores,
      budgets: { performance: BUDGETS.performance, accessibility: BUDGETS.accessibility },
    },
  };
  mkdirSync(join(webDir, "bench/results"), { recursive: true });
  writeFileSync(join(webDir, "bench/results/bundle.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  const missed = [
    firstScreen.en.gzipKb > firstScreen.en.budgetKb && "JS loaded by / in English",
    firstScreen.fil.gzipKb > firstScreen.fil.budgetKb && "JS loaded by / in Filipino",
    filipinoOnEnglish && "Filipino text loaded in English",
    ...["en", "fil"].map(
      (language) =>
        (firstScreen[language].withoutScripts.stationsShown === 0 ||
          firstScreen[language].withoutScripts.firstContentfulPaintMs === null) &&
        `/ in ${language} does not paint its station list without scripts`,
    ),
    !filipinoLoaded && "Filipino catalogue not loaded for a Filipino browser",
    mapCodeOnHome && "map code loaded on /",
    (results.mapChunk.gzipKb ?? Infinity) > BUDGETS.mapChunkGzipKb && "map chunk",
    scores.performance < BUDGETS.performance && "Lighthouse performance",
    scores.accessibility < BUDGETS.accessibility && "Lighthouse accessibility",
    filipinoScores.performance < BUDGETS.performance && "Lighthouse performance in Filipino",
    filipinoScores.accessibility < BUDGETS.accessibility && "Lighthouse accessibility in Filipino",
    !filipinoScores.filipinoLoaded && "Lighthouse's Filipino browser did not get Filipino",
    ...[
      ["English", scores],
      ["Filipino", filipinoScores],
    ].flatMap(([language, { paintedBeforeAppScriptsRuns, cumulativeLayoutShiftRuns }]) => [
      paintedBeforeAppScriptsRuns.includes(false) && `first paint before the app's scripts in ${language}`,
      cumulativeLayoutShiftRuns.some((shift) => shift > BUDGETS.cumulativeLayoutShift) &&
        `layout shift in ${language}`,
    ]),
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`Budgets missed: ${missed.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}

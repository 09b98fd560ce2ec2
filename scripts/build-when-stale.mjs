// Builds the web app and the server only when a source is newer than the build: `npm run serve` starts
// in seconds after the first `npm start`. VITE_* settings are read at build time and are not sources
// here: after changing one, run `npm start` (which always builds).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILDS = [
  {
    workspace: "@riles/web",
    output: "apps/web/dist/index.html",
    inputs: ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts"],
  },
  {
    workspace: "@riles/server",
    output: "apps/server/dist/index.js",
    inputs: ["apps/server/src", "apps/server/build.ts"],
  },
];
const SHARED_INPUTS = ["packages/core/src", "package-lock.json"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

for (const { workspace, output, inputs } of BUILDS) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...[...inputs, ...SHARED_INPUTS].map(newestChange));
  if (built > changed) console.log(`${workspace}: the build is current, not rebuilt`);
  else execSync(`npm run build -w ${workspace}`, { stdio: "inherit" });
}

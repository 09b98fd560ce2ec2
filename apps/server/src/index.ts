import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config/env";
import { DEFAULT_WEB_DIST_DIR, startServer } from "./start-server";

const FORCED_EXIT_MS = 4500;

async function main() {
  const config = loadConfig(process.env);
  config.webDistDir ??= existsSync(DEFAULT_WEB_DIST_DIR) ? DEFAULT_WEB_DIST_DIR : undefined;
  const server = await startServer({ config });
  const database = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.dataDir}/db`;
  console.log(`Riles listening on ${config.publicUrl} (port ${server.port}), database: ${database}`);
  if (!config.webDistDir) console.log("The web app is not built; serving the API only.");

  const onSignal = (signal: string) => {
    console.log(`${signal}: shutting down`);
    // The shutdown bounds every wait; this only guards against a bug holding the process open.
    setTimeout(() => {
      console.error(`Still not stopped ${FORCED_EXIT_MS / 1000} s after ${signal}; exiting`);
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Unclean shutdown:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => onSignal("SIGTERM"));
  process.once("SIGINT", () => onSignal("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

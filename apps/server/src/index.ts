import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "#server/config/env.ts";
import { createLogger } from "#server/observability/logger.ts";
import { DEFAULT_WEB_DIST_DIR, startServer } from "./start-server";

const FORCED_EXIT_MS = 4500;

const logger = createLogger();

/** An IPv6 address goes into a URL in brackets. */
function hostInUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

async function main() {
  const config = loadConfig(process.env);
  config.webDistDir ??= existsSync(DEFAULT_WEB_DIST_DIR) ? DEFAULT_WEB_DIST_DIR : undefined;
  const server = await startServer({ config, logger });
  const database = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.dataDir}/db`;
  logger.info(`Riles listening on ${config.publicUrl} (port ${server.port}), database: ${database}`);
  if (server.metricsPort !== undefined)
    logger.info(
      `Metrics on ${new URL(`http://${hostInUrl(config.metricsHost)}:${server.metricsPort}/metrics`)}`,
    );
  if (!config.webDistDir) logger.info("The web app is not built; serving the API only.");

  const onSignal = (signal: string) => {
    logger.info(`${signal}: shutting down`);
    // The shutdown bounds every wait; this only guards against a bug holding the process open.
    setTimeout(() => {
      logger.error(`Still not stopped ${FORCED_EXIT_MS / 1000} s after ${signal}; exiting`);
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "Unclean shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => onSignal("SIGTERM"));
  process.once("SIGINT", () => onSignal("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, "Could not start");
  process.exit(1);
});

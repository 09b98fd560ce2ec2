import type { TestProject } from "vitest/node";
import { startPgCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/**
 * With RILES_TEST_DB=postgres the suite runs against one throwaway PostgreSQL server (each test file
 * creates its own database in it); otherwise every test file gets an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  if (process.env.RILES_TEST_DB !== "postgres") {
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startPgCluster();
  project.provide("postgresUrl", cluster.url());
  return () => cluster.destroy();
}

import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "../app-env";
import type { Auth } from "../auth/create-auth";

export const AUTH_BASE_PATH = "/api/auth";

type Document = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * The API's contract: our routes as they declare themselves (describeRoute and validate), and
 * better-auth's own description of /api/auth/*, its paths put under that base and its schemas beside ours.
 */
export async function apiDocument(app: Hono<AppEnv>, auth: Auth, publicUrl: string, version: string) {
  const ours: Document = await generateSpecs(app, {
    excludeStaticFile: false,
    documentation: { info: { title: "Riles API", version }, servers: [{ url: publicUrl }] },
  });
  const theirs = await auth.api.generateOpenAPISchema();
  const authPaths = Object.fromEntries(
    Object.entries(theirs.paths).map(([path, operations]) => [`${AUTH_BASE_PATH}${path}`, operations]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...ours.components?.schemas, ...theirs.components.schemas },
      securitySchemes: { ...ours.components?.securitySchemes, ...theirs.components.securitySchemes },
    },
    tags: [...(ours.tags ?? []), ...theirs.tags],
  };
}

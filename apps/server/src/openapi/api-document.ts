import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import type { Auth } from "#server/auth/create-auth.ts";
import { refusalDescription, withEveryRoutesRefusals } from "./describe";

const AUTH_BASE_PATH = "/api/auth";

type Document = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * The API's contract: our routes as they declare themselves (describeRoute and validate), and
 * better-auth's own description of /api/auth/*, its paths put under that base and its schemas beside ours.
 */
export async function apiDocument(app: Hono<AppEnv>, auth: Auth, publicUrl: string, version: string) {
  const ours: Document = await generateSpecs(app, {
    excludeStaticFile: false,
    documentation: {
      info: {
        title: "Riles API",
        version,
        description: "Next-train estimates for Metro Manila rail (docs/product.md)",
      },
      servers: [{ url: publicUrl }],
    },
  });
  const theirs = await auth.api.generateOpenAPISchema();
  const authPaths = Object.fromEntries(
    Object.entries(theirs.paths).map(([path, operations]) => [
      `${AUTH_BASE_PATH}${path}`,
      withOurRefusals(`${AUTH_BASE_PATH}${path}`, operations as Operations),
    ]),
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

type Operations = Record<string, { responses?: Record<string, Answer> }>;
type Answer = { description?: string; content?: Record<string, { schema?: unknown }> };

/** Our refusal as the routes of this app name it in the document's components (openapi/describe.ts). */
const REFUSAL_SCHEMA = { $ref: "#/components/schemas/ApiRefusal" };

/** A sign-up is also answered 503 when its mail could not be sent (auth/sign-up-mail.ts). */
const SIGN_UP_UNAVAILABLE = {
  path: `${AUTH_BASE_PATH}/sign-up/email`,
  description:
    "The database is not answering, or the mail could not be sent (`confirmationMailNotSent`): nothing was kept",
};

/**
 * What our middleware answers before better-auth sees a request (http/json-body.ts,
 * auth/auth-input-check.ts, the rate limits, the 503 of auth/auth.handlers.ts): `{ error }`, beside
 * better-auth's own `{ code, message }` where both may answer with the same status.
 */
function withOurRefusals(path: string, operations: Operations): Operations {
  return Object.fromEntries(
    Object.entries(operations).map(([method, operation]) => {
      // Every one is under the database requests' ceiling per address (decision 166), and some under a rate limit.
      const ours = [...(method === "post" ? [400, 413, 415] : []), 429];
      const responses = { ...operation.responses };
      for (const status of withEveryRoutesRefusals(ours)) {
        const theirs = responses[status];
        const theirSchema = theirs?.content?.["application/json"]?.schema;
        const schema = theirSchema ? { oneOf: [theirSchema, REFUSAL_SCHEMA] } : REFUSAL_SCHEMA;
        const described =
          status === 503 && path === SIGN_UP_UNAVAILABLE.path
            ? SIGN_UP_UNAVAILABLE.description
            : refusalDescription(status);
        responses[status] = {
          description: theirs?.description ?? described,
          content: { "application/json": { schema } },
        };
      }
      return [method, { ...operation, responses }];
    }),
  );
}

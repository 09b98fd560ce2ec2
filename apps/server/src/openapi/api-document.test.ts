import { beforeAll, describe, expect, it } from "vitest";
import { refusalOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { required?: string[]; properties: Record<string, { enum?: string[] }> } }
    >;
  };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};
type Schema = Record<string, unknown>;
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const server = serverForThisFile();
let document: Document;

beforeAll(async () => {
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
});

const METHODS = ["get", "post", "put", "patch", "delete"];
const REFUSAL_REF = { $ref: "#/components/schemas/ApiRefusal" };

/** A schema, or the component its `$ref` names. */
function resolved(schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  return typeof ref === "string" ? document.components.schemas[ref.split("/").at(-1) ?? ""] : schema;
}

function documented(): { method: string; path: string }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method, path })),
  );
}

describe("GET /api/openapi.json", () => {
  it("documents every /api route the app declares", () => {
    const declared = server.routes.filter(
      (route) => route.path.startsWith("/api/") && !route.path.includes("*") && route.method !== "ALL",
    );
    expect(declared.length).toBeGreaterThan(6);
    for (const { method, path } of declared) {
      // Hono writes a path parameter `:id`, OpenAPI `{id}`.
      const documentedPath = path.replace(/:(\w+)/g, "{$1}");
      expect(document.paths[documentedPath]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    // The catch-all for better-auth is described by better-auth: its sign-up, sign-in and session at least.
    for (const [method, path] of [
      ["post", "/api/auth/sign-up/email"],
      ["post", "/api/auth/sign-in/email"],
      ["post", "/api/auth/send-verification-email"],
      ["get", "/api/auth/get-session"],
      ["get", "/api/auth/verify-email"],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it("documents only routes that exist", async () => {
    const client = server.client();
    const missing: string[] = [];
    for (const { method, path } of documented()) {
      const url = path.replace(/\{[^}]+\}/g, "x");
      // HEAD reaches the stream's route without opening a stream (better-auth answers HEAD with 404).
      const response =
        method === "get"
          ? await client.request(url, { method: path === "/api/reports/stream" ? "HEAD" : "GET" })
          : await client.request(url, {
              method: method.toUpperCase(),
              headers: { "content-type": "application/json", origin: server.url },
              body: "{}",
            });
      await response.body?.cancel();
      if (response.status === 404) missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it("is the one description: better-auth's, built afresh on every ask, is not served", async () => {
    const client = server.client();
    for (const path of ["/api/auth/open-api/generate-schema", "/api/auth/open-api/reference"]) {
      const answer = await client.request(path);
      expect(answer.status).toBe(404);
      expect(await refusalOf(answer)).toMatchObject({ code: "noApiRoute", params: { path } });
    }
  });

  it("describes bodies and queries from core's schemas", () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const body = document.paths["/api/reports"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(body?.required).toEqual(["line_id", "station_id", "direction", "status", "crowd_level"]);
    expect(body?.properties.crowd_level?.enum).toEqual(["empty", "moderate", "crowded", "packed"]);
    expect(document.paths["/api/reports"]?.get?.parameters?.map((p) => p.name)).toEqual(["line", "station"]);
    const stream = document.paths["/api/reports/stream"]?.get;
    expect(stream?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
      "header Last-Event-ID",
      "query line",
      "query station",
    ]);
    const events = stream?.responses["200"]?.content?.["text/event-stream"]?.schema;
    expect(events?.["x-report-event-data"]).toMatchObject({
      required: expect.arrayContaining(["id", "created_at"]),
    });
  });

  it("describes every refusal of our routes as { error, code }, including 415 on every POST", () => {
    for (const { method, path } of documented().filter(({ path }) => !path.startsWith("/api/auth/"))) {
      const responses = document.paths[path]?.[method]?.responses ?? {};
      expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(["500", "503"]));
      if (method === "post")
        expect(Object.keys(responses), path).toEqual(expect.arrayContaining(["400", "413", "415"]));
      // Named once in the components, so the web app's generated types name it once too.
      expect(responses["503"]?.content?.["application/json"]?.schema, `${method} ${path}`).toEqual(
        REFUSAL_REF,
      );
    }
    expect(
      document.paths["/api/feedback"]?.post?.responses["201"]?.content?.["application/json"]?.schema,
    ).toMatchObject({
      required: ["id"],
    });
    expect(resolved(REFUSAL_REF)).toMatchObject({ required: ["error", "code"] });
  });

  it("adds our own refusals to better-auth's routes: 415 and the per-address 429 beside its { code, message }", () => {
    const signIn = document.paths["/api/auth/sign-in/email"]?.post?.responses ?? {};
    expect(Object.keys(signIn)).toEqual(expect.arrayContaining(["400", "413", "415", "429", "503"]));
    expect(signIn["400"]?.content?.["application/json"]?.schema?.oneOf).toEqual([
      expect.objectContaining({ required: ["message"] }),
      REFUSAL_REF,
    ]);
    const tooMany = (path: string) =>
      document.paths[path]?.post?.responses["429"]?.content?.["application/json"]?.schema?.oneOf;
    expect(tooMany("/api/auth/sign-in/email")).toContainEqual(REFUSAL_REF);
    // Every route of better-auth's is under the database requests' ceiling per address (decision 166).
    expect(tooMany("/api/auth/sign-out")).toContainEqual(REFUSAL_REF);
    expect(
      document.paths["/api/auth/get-session"]?.get?.responses["429"]?.content?.["application/json"]?.schema
        ?.oneOf,
    ).toContainEqual(REFUSAL_REF);
  });
});

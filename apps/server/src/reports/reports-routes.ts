import { firstIssueMessage, MESSAGES, reportInputSchema, reportsQuerySchema } from "@riles/core";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { readJsonBody } from "../http/json-body";
import { stationKey } from "./report-events";
import { stationReportsSince, storeReport } from "./report-store";

export function reportsRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const query = reportsQuerySchema.safeParse(c.req.query());
    if (!query.success) return apiError(c, 400, firstIssueMessage(query.error));
    const { events, clock, db } = c.var.deps;
    const { line, station } = query.data;
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "application/json");
    return c.body(
      await events.cache.answer(stationKey(line, station), clock(), {
        read: (since) => stationReportsSince(db.db, line, station, since),
        render: (shown) => JSON.stringify(shown),
      }),
    );
  });

  routes.post("/", async (c) => {
    const { db, auth, clock, config } = c.var.deps;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, MESSAGES.signInRequired);
    const body = await readJsonBody(c);
    if (!body.ok) return apiError(c, 400, body.message);
    const input = reportInputSchema.safeParse(body.value);
    if (!input.success) return apiError(c, 400, firstIssueMessage(input.error));
    const stored = await storeReport(db.db, input.data, session.user.id, clock(), config.reportLimits);
    if (!stored.ok) return apiError(c, 429, stored.message);
    c.var.deps.events.announce(stored.row);
    return c.json(stored.row, 201);
  });

  return routes;
}

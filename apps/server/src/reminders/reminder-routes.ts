import {
  createReminderInputSchema,
  deleteRemindersInputSchema,
  listRemindersInputSchema,
  pauseReminderInputSchema,
  reminderRowSchema,
  reminderRowsSchema,
  vapidKeyAnswerSchema,
} from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { readJsonObject } from "../http/json-body";
import { validate } from "../http/validate";
import { jsonAnswer, POST_REFUSALS, refusals } from "../openapi/describe";
import { checkPushEndpoint } from "./push-endpoint";
import { createReminder, deleteReminders, listReminders, pauseReminder } from "./reminder-store";

const deletedAnswerSchema = z.object({ deleted: z.number() });

/**
 * Reminders by Web Push, owned by the device (its subscription's endpoint and auth secret), no account
 * needed. Mounted under /api/reminders (docs/product.md, "Reminders").
 */
export function reminderRoutes(limit: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();

  routes.get(
    "/key",
    describeRoute({
      summary: "The server's VAPID public key, to subscribe to push with",
      responses: { 200: jsonAnswer("The key", vapidKeyAnswerSchema), ...refusals() },
    }),
    (c) => c.json({ publicKey: c.var.deps.push.publicKey }),
  );

  routes.post(
    "/",
    describeRoute({
      summary: "Add a reminder for this device (its push subscription)",
      responses: {
        201: jsonAnswer("Stored, with its first planned moment", reminderRowSchema),
        ...refusals(...POST_REFUSALS, 409, 429),
      },
    }),
    limit,
    readJsonObject,
    validate("json", createReminderInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const { database, clock, push, log } = c.var.deps;
      const check = await checkPushEndpoint(input.subscription.endpoint, push.endpointPolicy);
      if (!check.ok) {
        log(`Reminders: refused a push endpoint (${check.reason})`);
        return apiError(c, 400, "pushEndpointRefused");
      }
      const created = await createReminder(database.drizzle, input, clock());
      if (!created.ok) return apiError(c, created.status, created.refusal);
      return c.json(created.row, 201);
    },
  );

  routes.post(
    "/list",
    describeRoute({
      summary: "This device's reminders",
      responses: {
        200: jsonAnswer("Reminders, oldest first", reminderRowsSchema),
        ...refusals(...POST_REFUSALS),
      },
    }),
    readJsonObject,
    validate("json", listRemindersInputSchema),
    async (c) => c.json(await listReminders(c.var.deps.database.drizzle, c.req.valid("json").device)),
  );

  routes.post(
    "/pause",
    describeRoute({
      summary: "Pause or resume one of this device's reminders",
      responses: { 200: jsonAnswer("The reminder", reminderRowSchema), ...refusals(...POST_REFUSALS, 404) },
    }),
    readJsonObject,
    validate("json", pauseReminderInputSchema),
    async (c) => {
      const { device, id, paused } = c.req.valid("json");
      const row = await pauseReminder(c.var.deps.database.drizzle, device, id, paused, c.var.deps.clock());
      return row ? c.json(row) : apiError(c, 404, "reminderNotFound");
    },
  );

  routes.post(
    "/delete",
    describeRoute({
      summary: "Delete some of this device's reminders, or (without ids) everything it saved",
      responses: {
        200: jsonAnswer("How many were deleted", deletedAnswerSchema),
        ...refusals(...POST_REFUSALS),
      },
    }),
    readJsonObject,
    validate("json", deleteRemindersInputSchema),
    async (c) => {
      const { device, ids } = c.req.valid("json");
      return c.json({ deleted: await deleteReminders(c.var.deps.database.drizzle, device, ids) });
    },
  );

  return routes;
}

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
import type { AppEnv } from "#server/app-env.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling, perAddressCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, POST_REFUSALS, refusals } from "#server/openapi/describe.ts";
import { deletedAnswerSchema } from "./deleted-answer";
import {
  addReminder,
  deleteDeviceReminders,
  deviceReminders,
  pauseOrResume,
  vapidKey,
} from "./reminders.handlers";

/**
 * Reminders by Web Push, owned by the device (its subscription's endpoint and auth secret), no account
 * needed. Mounted at /api/reminders (docs/product.md, "Reminders").
 */
export function reminderRoutes(limit: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();
  // A device's own routes need no account: they are held per address instead.
  const readsOfDevices = perAddressCeiling((deps) => deps.readsPerAddress, "tooManyRequests");

  routes.get(
    "/key",
    describeRoute({
      summary: "The server's VAPID public key, to subscribe to push with",
      responses: { 200: jsonAnswer("The key", vapidKeyAnswerSchema), ...refusals() },
    }),
    vapidKey,
  );

  routes.post(
    "/",
    describeRoute({
      summary: "Add a reminder for this device (its push subscription)",
      responses: {
        201: jsonAnswer("Stored, with its first planned moment", reminderRowSchema),
        200: jsonAnswer(
          "The device already had this reminder: the one stored, not a second",
          reminderRowSchema,
        ),
        ...refusals(...POST_REFUSALS, 409, 429),
      },
    }),
    databaseRequestsCeiling,
    limit,
    readJsonObject,
    validate("json", createReminderInputSchema),
    addReminder,
  );

  routes.post(
    "/list",
    describeRoute({
      summary: "This device's reminders",
      responses: {
        200: jsonAnswer("Reminders, oldest first", reminderRowsSchema),
        ...refusals(...POST_REFUSALS, 429),
      },
    }),
    readsOfDevices,
    readJsonObject,
    validate("json", listRemindersInputSchema),
    deviceReminders,
  );

  routes.post(
    "/pause",
    describeRoute({
      summary: "Pause or resume one of this device's reminders",
      responses: {
        200: jsonAnswer("The reminder", reminderRowSchema),
        ...refusals(...POST_REFUSALS, 404, 429),
      },
    }),
    readsOfDevices,
    readJsonObject,
    validate("json", pauseReminderInputSchema),
    pauseOrResume,
  );

  routes.post(
    "/delete",
    describeRoute({
      summary: "Delete some of this device's reminders, or (without ids) everything it saved",
      responses: {
        200: jsonAnswer("How many were deleted", deletedAnswerSchema),
        ...refusals(...POST_REFUSALS, 429),
      },
    }),
    readsOfDevices,
    readJsonObject,
    validate("json", deleteRemindersInputSchema),
    deleteDeviceReminders,
  );

  return routes;
}

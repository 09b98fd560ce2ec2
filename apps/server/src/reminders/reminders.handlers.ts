import {
  type createReminderInputSchema,
  type deleteRemindersInputSchema,
  type listRemindersInputSchema,
  type pauseReminderInputSchema,
  reminderRowSchema,
  reminderRowsSchema,
  vapidKeyAnswerSchema,
} from "@riles/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { apiError } from "#server/http/api-error.ts";
import { answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { deletedAnswerSchema } from "./deleted-answer";
import { checkPushEndpoint } from "./push-endpoint";
import { createReminder, deleteReminders, listReminders, pauseReminder } from "./reminder-store";

type WithJson<Schema extends StandardSchemaV1> = Context<AppEnv, string, Validated<"json", Schema>>;

export function vapidKey(c: Context<AppEnv>) {
  return answerJson(c, vapidKeyAnswerSchema, { publicKey: c.var.deps.push.publicKey });
}

export async function addReminder(c: WithJson<typeof createReminderInputSchema>) {
  const input = c.req.valid("json");
  const { database, clock, push, log, pastRiders } = c.var.deps;
  const check = await checkPushEndpoint(input.subscription.endpoint, push.endpointPolicy);
  if (!check.ok) {
    log(`Reminders: refused a push endpoint (${check.reason})`);
    return apiError(c, 400, "pushEndpointRefused");
  }
  const created = await createReminder(database.drizzle, input, clock(), pastRiders);
  if (!created.ok) return apiError(c, created.status, created.refusal);
  return answerJson(c, reminderRowSchema, created.row, created.created ? 201 : 200);
}

export async function deviceReminders(c: WithJson<typeof listRemindersInputSchema>) {
  const rows = await listReminders(c.var.deps.database.drizzle, c.req.valid("json").device);
  return answerJson(c, reminderRowsSchema, rows);
}

export async function pauseOrResume(c: WithJson<typeof pauseReminderInputSchema>) {
  const { device, id, paused } = c.req.valid("json");
  const row = await pauseReminder(c.var.deps.database.drizzle, device, id, paused, c.var.deps.clock());
  return row ? answerJson(c, reminderRowSchema, row) : apiError(c, 404, "reminderNotFound");
}

export async function deleteDeviceReminders(c: WithJson<typeof deleteRemindersInputSchema>) {
  const { device, ids } = c.req.valid("json");
  const deleted = await deleteReminders(c.var.deps.database.drizzle, device, ids);
  return answerJson(c, deletedAnswerSchema, { deleted });
}

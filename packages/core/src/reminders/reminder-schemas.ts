import { z } from "zod";
import { DIRECTIONS, LINE_IDS } from "../domain-types";
import { LANGUAGES } from "../i18n/languages";
import { isDirectionOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { stationTravelMinutes } from "../lines/termini";
import { MESSAGES } from "../messages";
import { servingDirections } from "../schedule/serving-directions";
import {
  notServedDirectionMessage,
  unknownDirectionMessage,
  unknownFieldsMessage,
  unknownLineMessage,
  unknownStationMessage,
  wrongDirectionMessage,
} from "../schemas/validation-messages";
import { DEFAULT_LEAD_MINUTES, REMINDER_KINDS, REMINDER_LEAD_MINUTES } from "./reminder-constants";
import { travelToStop } from "./ride-stops";

const objectErrors = {
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code === "unrecognized_keys") return unknownFieldsMessage(issue.keys);
    if (issue.code === "invalid_type") return MESSAGES.bodyNotObject;
    return undefined;
  },
};

/** Base64url without padding, of exactly `bytes` bytes: a P-256 public key is 65, an auth secret 16. */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: MESSAGES.pushSubscriptionInvalid })
    .length(Math.ceil((bytes * 4) / 3), { error: MESSAGES.pushSubscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: MESSAGES.pushSubscriptionInvalid });

/**
 * The address the browser's push service gave. Only its form is checked here; whether the server may post
 * to it (https, a public host after DNS) is the server's check (docs/decisions/043-push-endpoints.md).
 */
export const pushEndpointSchema = z
  .string({ error: MESSAGES.pushSubscriptionInvalid })
  .max(1000, { error: MESSAGES.pushSubscriptionInvalid })
  .pipe(z.url({ error: MESSAGES.pushSubscriptionInvalid }));

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is not kept). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      { p256dh: base64urlOf(65), auth: base64urlOf(16) },
      { error: MESSAGES.pushSubscriptionInvalid },
    ),
  },
  { error: MESSAGES.pushSubscriptionInvalid },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * A device proves it owns its reminders with its subscription's endpoint and auth secret: the secret
 * is shared only by the browser and the server, and no account is needed (docs/decisions/042-reminders.md).
 */
export const deviceSchema = z.strictObject(
  { endpoint: pushEndpointSchema, auth: base64urlOf(16) },
  objectErrors,
);
export type DeviceCredentials = z.infer<typeof deviceSchema>;

const timeOfDay = z
  .string({ error: MESSAGES.reminderWindowInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.reminderWindowInvalid });

const leadMinutes = z
  .union(
    REMINDER_LEAD_MINUTES.map((minutes) => z.literal(minutes)),
    { error: MESSAGES.reminderLeadInvalid },
  )
  .default(DEFAULT_LEAD_MINUTES);

const target = {
  line_id: z
    .string({ error: MESSAGES.reportIdsRequired })
    .pipe(z.enum(LINE_IDS, { error: (issue) => unknownLineMessage(issue.input) })),
  station_id: z.string({ error: MESSAGES.reportIdsRequired }).min(1, { error: MESSAGES.reportIdsRequired }),
  direction: z.enum(DIRECTIONS, {
    error: (issue) =>
      issue.input === undefined ? "Direction is required" : unknownDirectionMessage(issue.input),
  }),
};

const nextTrainSchema = z.strictObject(
  { kind: z.literal("next-train"), ...target, lead_minutes: leadMinutes },
  objectErrors,
);

const regularSchema = z
  .strictObject(
    {
      kind: z.literal("regular"),
      ...target,
      lead_minutes: leadMinutes,
      days: z
        .array(z.int().min(0).max(6), { error: MESSAGES.reminderDaysInvalid })
        .min(1, { error: MESSAGES.reminderDaysInvalid })
        .max(7, { error: MESSAGES.reminderDaysInvalid })
        .refine((days) => new Set(days).size === days.length, { error: MESSAGES.reminderDaysInvalid }),
      window_start: timeOfDay,
      window_end: timeOfDay,
    },
    objectErrors,
  )
  .refine((trip) => trip.window_start < trip.window_end, { error: MESSAGES.reminderWindowInvalid });

const getOffSchema = z.strictObject(
  {
    kind: z.literal("get-off"),
    ...target,
    train_at: z.iso.datetime({ offset: true, error: MESSAGES.reminderTrainInvalid }),
    get_off_station_id: z
      .string({ error: MESSAGES.getOffStationInvalid })
      .min(1, { error: MESSAGES.getOffStationInvalid }),
  },
  objectErrors,
);

/** What a commuter asks for: the next train once, a regular trip, or a wake-up before their stop. */
export const reminderSpecSchema = z
  .discriminatedUnion("kind", [nextTrainSchema, regularSchema, getOffSchema], {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `Reminder kind must be one of ${REMINDER_KINDS.join(", ")}`
        : undefined,
  })
  .check((ctx) => {
    const spec = ctx.value;
    const line = getLine(spec.line_id);
    if (!line) return;
    const station = getStation(line.id, spec.station_id);
    if (!station) {
      ctx.issues.push({
        code: "custom",
        input: spec.station_id,
        path: ["station_id"],
        message: unknownStationMessage(line, spec.station_id),
      });
      return;
    }
    if (!isDirectionOf(line.id, spec.direction)) {
      ctx.issues.push({
        code: "custom",
        input: spec.direction,
        path: ["direction"],
        message: wrongDirectionMessage(line, spec.direction),
      });
      return;
    }
    const serving = servingDirections(line.id, station.id);
    if (!serving.includes(spec.direction)) {
      ctx.issues.push({
        code: "custom",
        input: spec.direction,
        path: ["direction"],
        message: notServedDirectionMessage(line, station, spec.direction, serving),
      });
      return;
    }
    if (spec.kind !== "get-off") return;
    // The stop must lie ahead of the boarding station on this train's way.
    const from = stationTravelMinutes(line.id, station.id, spec.direction) ?? 0;
    const stop = getStation(line.id, spec.get_off_station_id);
    const minutes = stop ? travelToStop(line.id, stop.id, spec.direction) : undefined;
    if (minutes === undefined || minutes <= from) {
      ctx.issues.push({
        code: "custom",
        input: spec.get_off_station_id,
        path: ["get_off_station_id"],
        message: MESSAGES.getOffStationInvalid,
      });
    }
  });
export type ReminderSpec = z.infer<typeof reminderSpecSchema>;

/** POST /api/reminders. */
export const createReminderInputSchema = z.strictObject(
  {
    subscription: pushSubscriptionSchema,
    language: z.enum(LANGUAGES, { error: "Language must be en or fil" }),
    reminder: reminderSpecSchema,
  },
  objectErrors,
);
export type CreateReminderInput = z.infer<typeof createReminderInputSchema>;

/** POST /api/reminders/list. */
export const listRemindersInputSchema = z.strictObject({ device: deviceSchema }, objectErrors);

/** POST /api/reminders/pause. */
export const pauseReminderInputSchema = z.strictObject(
  {
    device: deviceSchema,
    id: z.uuid({ error: MESSAGES.reminderNotFound }),
    paused: z.boolean({ error: "paused must be true or false" }),
  },
  objectErrors,
);

/** POST /api/reminders/delete: the listed ones, or without `ids` everything the device saved. */
export const deleteRemindersInputSchema = z.strictObject(
  {
    device: deviceSchema,
    ids: z
      .array(z.uuid({ error: MESSAGES.reminderNotFound }))
      .max(50)
      .optional(),
  },
  objectErrors,
);

/** A reminder as the server answers it. */
export const reminderRowSchema = z.object({
  id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  line_id: z.enum(LINE_IDS),
  station_id: z.string(),
  direction: z.enum(DIRECTIONS),
  lead_minutes: z.number(),
  days: z.array(z.number()).nullable(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  get_off_station_id: z.string().nullable(),
  paused: z.boolean(),
  /** When the next notification is planned, or null when none is left. */
  next_at: z.string().nullable(),
  /** The train the next notification is about (its arrival at the station). */
  train_at: z.string().nullable(),
});
export type ReminderRow = z.infer<typeof reminderRowSchema>;
export const reminderRowsSchema = z.array(reminderRowSchema);

export const vapidKeyAnswerSchema = z.object({ publicKey: z.string() });

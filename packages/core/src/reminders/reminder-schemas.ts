import { z } from "zod";
import { DIRECTIONS, LINE_IDS } from "../domain-types";
import { LANGUAGES } from "../i18n/languages";
import { directionsOf, isDirectionOf } from "../lines/directions";
import { getLine, getStation } from "../lines/lines";
import { stationTravelMinutes } from "../lines/termini";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";
import { servingDirections } from "../schedule/serving-directions";
import { strictObjectIssue, unknownLineIssue } from "../schemas/issues";
import { DEFAULT_LEAD_MINUTES, REMINDER_KINDS, REMINDER_LEAD_MINUTES } from "./reminder-constants";
import { travelToStop } from "./ride-stops";

const objectErrors = { error: strictObjectIssue };

/** Base64url without padding, of exactly `bytes` bytes: a P-256 public key is 65, an auth secret 16. */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: issueText({ code: "pushSubscriptionInvalid" }) })
    .length(Math.ceil((bytes * 4) / 3), { error: issueText({ code: "pushSubscriptionInvalid" }) })
    .regex(/^[A-Za-z0-9_-]+$/, { error: issueText({ code: "pushSubscriptionInvalid" }) });

/**
 * The address the browser's push service gave. Only its form is checked here; whether the server may post
 * to it (https, a public host after DNS) is the server's check (docs/decisions/043-push-endpoints.md).
 */
export const pushEndpointSchema = z
  .string({ error: issueText({ code: "pushSubscriptionInvalid" }) })
  .max(1000, { error: issueText({ code: "pushSubscriptionInvalid" }) })
  .pipe(z.url({ error: issueText({ code: "pushSubscriptionInvalid" }) }));

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is not kept). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      { p256dh: base64urlOf(65), auth: base64urlOf(16) },
      { error: issueText({ code: "pushSubscriptionInvalid" }) },
    ),
  },
  { error: issueText({ code: "pushSubscriptionInvalid" }) },
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
  .string({ error: issueText({ code: "reminderWindowInvalid" }) })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: issueText({ code: "reminderWindowInvalid" }) });

const leadMinutes = z
  .union(
    REMINDER_LEAD_MINUTES.map((minutes) => z.literal(minutes)),
    { error: issueText({ code: "reminderLeadInvalid" }) },
  )
  .default(DEFAULT_LEAD_MINUTES);

const target = {
  line_id: z
    .string({ error: issueText({ code: "reportIdsRequired" }) })
    .pipe(z.enum(LINE_IDS, { error: unknownLineIssue })),
  station_id: z
    .string({ error: issueText({ code: "reportIdsRequired" }) })
    .min(1, { error: issueText({ code: "reportIdsRequired" }) }),
  direction: z.enum(DIRECTIONS, {
    error: (issue) =>
      issueText(
        issue.input === undefined
          ? { code: "directionRequired" }
          : { code: "unknownDirection", params: shownInput(issue.input) },
      ),
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
        .array(z.int().min(0).max(6), { error: issueText({ code: "reminderDaysInvalid" }) })
        .min(1, { error: issueText({ code: "reminderDaysInvalid" }) })
        .max(7, { error: issueText({ code: "reminderDaysInvalid" }) })
        .refine((days) => new Set(days).size === days.length, {
          error: issueText({ code: "reminderDaysInvalid" }),
        }),
      window_start: timeOfDay,
      window_end: timeOfDay,
    },
    objectErrors,
  )
  .refine((trip) => trip.window_start < trip.window_end, {
    error: issueText({ code: "reminderWindowInvalid" }),
  });

const getOffSchema = z.strictObject(
  {
    kind: z.literal("get-off"),
    ...target,
    train_at: z.iso.datetime({ offset: true, error: issueText({ code: "reminderTrainInvalid" }) }),
    get_off_station_id: z
      .string({ error: issueText({ code: "getOffStationInvalid" }) })
      .min(1, { error: issueText({ code: "getOffStationInvalid" }) }),
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
        message: issueText({
          code: "unknownStation",
          params: { line: line.name, ...shownInput(spec.station_id) },
        }),
      });
      return;
    }
    if (!isDirectionOf(line.id, spec.direction)) {
      ctx.issues.push({
        code: "custom",
        input: spec.direction,
        path: ["direction"],
        message: issueText({
          code: "wrongDirection",
          params: { line: line.name, runs: directionsOf(line.id), direction: spec.direction },
        }),
      });
      return;
    }
    const serving = servingDirections(line.id, station.id);
    if (!serving.includes(spec.direction)) {
      ctx.issues.push({
        code: "custom",
        input: spec.direction,
        path: ["direction"],
        message: issueText({
          code: "notServedDirection",
          params: { line: line.name, station: station.name, direction: spec.direction, serving },
        }),
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
        message: issueText({ code: "getOffStationInvalid" }),
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
    id: z.uuid({ error: issueText({ code: "reminderNotFound" }) }),
    paused: z.boolean({ error: "paused must be true or false" }),
  },
  objectErrors,
);

/** POST /api/reminders/delete: the listed ones, or without `ids` everything the device saved. */
export const deleteRemindersInputSchema = z.strictObject(
  {
    device: deviceSchema,
    ids: z
      .array(z.uuid({ error: issueText({ code: "reminderNotFound" }) }))
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

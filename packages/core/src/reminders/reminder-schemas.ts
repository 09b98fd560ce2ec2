import { z } from "zod";
import { DIRECTIONS, LINE_IDS } from "../domain-types";
import { LANGUAGES } from "../i18n/languages";
import { getStation } from "../lines/lines";
import { stationTravelMinutes } from "../lines/termini";
import { issueText } from "../refusals/refusal";
import { notOneOfIssue, strictObjectIssue, unknownLineIssue } from "../schemas/issues";
import { isStorableText } from "../schemas/storable-text";
import { directionField, targetIssues } from "../schemas/target-issues";
import { isP256PublicKey } from "./p256-public-key";
import { DEFAULT_LEAD_MINUTES, REMINDER_KINDS, REMINDER_LEAD_MINUTES } from "./reminder-constants";
import { travelToStop } from "./ride-stops";

const objectErrors = { error: strictObjectIssue };
/** How many reminders one request may delete by id. */
const MAX_REMINDER_IDS = 50;

/** The kind a reminder said it was, for the refusal that lists the kinds. */
const kindOf = (input: unknown) =>
  typeof input === "object" && input !== null ? (input as { kind?: unknown }).kind : undefined;

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
const pushEndpointSchema = z
  .string({ error: issueText({ code: "pushSubscriptionInvalid" }) })
  .max(1000, { error: issueText({ code: "pushSubscriptionInvalid" }) })
  // The URL check passes the text on as it came, NUL included, which the database cannot store.
  .refine(isStorableText, { error: issueText({ code: "pushSubscriptionInvalid" }) })
  .pipe(z.url({ error: issueText({ code: "pushSubscriptionInvalid" }) }));

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is not kept). */
const pushSubscriptionSchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z
      .number({ error: issueText({ code: "pushSubscriptionInvalid" }) })
      .nullable()
      .optional(),
    keys: z.object(
      {
        p256dh: base64urlOf(65).refine(isP256PublicKey, {
          error: issueText({ code: "pushSubscriptionInvalid" }),
        }),
        auth: base64urlOf(16),
      },
      { error: issueText({ code: "pushSubscriptionInvalid" }) },
    ),
  },
  { error: issueText({ code: "pushSubscriptionInvalid" }) },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * A device proves it owns its reminders with its subscription's endpoint and auth secret: the secret
 * is shared only by the browser and the server, and no account is needed
 * (docs/decisions/042-reminders-and-their-scheduler.md).
 */
const deviceSchema = z.strictObject({ endpoint: pushEndpointSchema, auth: base64urlOf(16) }, objectErrors);
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
  direction: directionField,
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
        .array(
          z
            .int({ error: issueText({ code: "reminderDaysInvalid" }) })
            .min(0, { error: issueText({ code: "reminderDaysInvalid" }) })
            .max(6, { error: issueText({ code: "reminderDaysInvalid" }) }),
          { error: issueText({ code: "reminderDaysInvalid" }) },
        )
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
const reminderSpecSchema = z
  .discriminatedUnion("kind", [nextTrainSchema, regularSchema, getOffSchema], {
    error: (issue) =>
      issue.code === "invalid_union" ? notOneOfIssue("kind", REMINDER_KINDS, kindOf(issue.input)) : undefined,
  })
  .check((ctx) => {
    const spec = ctx.value;
    // The first thing wrong with the target is enough: the stop is checked only on a right one.
    const [wrongTarget] = targetIssues(spec);
    if (wrongTarget) {
      ctx.issues.push(wrongTarget);
      return;
    }
    if (spec.kind !== "get-off") return;
    // The stop must lie ahead of the boarding station on this train's way.
    const from = stationTravelMinutes(spec.line_id, spec.station_id, spec.direction) ?? 0;
    const stop = getStation(spec.line_id, spec.get_off_station_id);
    const minutes = stop ? travelToStop(spec.line_id, stop.id, spec.direction) : undefined;
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
    language: z.enum(LANGUAGES, { error: issueText({ code: "languageInvalid" }) }),
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
    paused: z.boolean({ error: issueText({ code: "reminderPausedInvalid" }) }),
  },
  objectErrors,
);

/** POST /api/reminders/delete: the listed ones, or without `ids` everything the device saved. */
export const deleteRemindersInputSchema = z.strictObject(
  {
    device: deviceSchema,
    ids: z
      .array(z.uuid({ error: issueText({ code: "reminderNotFound" }) }))
      .max(MAX_REMINDER_IDS, {
        error: issueText({ code: "tooManyReminderIds", params: { max: MAX_REMINDER_IDS } }),
      })
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

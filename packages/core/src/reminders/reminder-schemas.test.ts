import { describe, expect, it } from "vitest";
import { REFUSAL_TEXTS_FIL } from "../catalogue/fil/refusal-texts";
import { firstRefusal, refusalWords } from "../refusals/refusal";
import {
  createReminderInputSchema,
  deleteRemindersInputSchema,
  pauseReminderInputSchema,
} from "./reminder-schemas";

// The user agent's public key of RFC 8291's worked example (section 5): a point on P-256.
const P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const subscription = {
  endpoint: "https://push.example.com/send/abc",
  keys: { p256dh: P256DH, auth: "A".repeat(22) },
};
const device = { endpoint: subscription.endpoint, auth: subscription.keys.auth };
/** A well-formed id, different for each n. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const nextTrain = { kind: "next-train", line_id: "mrt3", station_id: "cube", direction: "northbound" };

function refusalOf(result: { success: boolean; error?: import("zod").core.$ZodError }) {
  if (result.success || !result.error) throw new Error("expected the input to be refused");
  return firstRefusal(result.error);
}

describe("the reminder schemas' refusals", () => {
  it("carry a code and its params from where they arise, never a library's English", () => {
    const create = (fields: object) =>
      refusalOf(
        createReminderInputSchema.safeParse({ subscription, language: "en", reminder: nextTrain, ...fields }),
      );
    expect(create({ language: "de" })).toEqual({ code: "languageInvalid" });
    expect(create({ reminder: { ...nextTrain, kind: "weekly" } })).toEqual({
      code: "notOneOf",
      params: { field: "kind", allowed: ["next-train", "regular", "get-off"], input: { value: "weekly" } },
    });
    expect(
      create({
        reminder: { ...nextTrain, kind: "regular", days: [7], window_start: "07:30", window_end: "08:00" },
      }),
    ).toEqual({ code: "reminderDaysInvalid" });
    expect(create({ subscription: { ...subscription, expirationTime: "soon" } })).toEqual({
      code: "pushSubscriptionInvalid",
    });
    // A key no push can be encrypted for, and an endpoint the database cannot store.
    expect(
      create({
        subscription: { ...subscription, keys: { ...subscription.keys, p256dh: `B${"A".repeat(86)}` } },
      }),
    ).toEqual({
      code: "pushSubscriptionInvalid",
    });
    expect(
      create({ subscription: { ...subscription, endpoint: "https://push.example.com/x\u0000" } }),
    ).toEqual({
      code: "pushSubscriptionInvalid",
    });
    expect(
      refusalOf(
        pauseReminderInputSchema.safeParse({
          device: { ...device, endpoint: "https://push.example.com/x\u0000" },
          id: uuid(0),
          paused: true,
        }),
      ),
    ).toEqual({ code: "pushSubscriptionInvalid" });
    expect(refusalOf(pauseReminderInputSchema.safeParse({ device, id: uuid(0), paused: "yes" }))).toEqual({
      code: "reminderPausedInvalid",
    });
    const ids = Array.from({ length: 51 }, (_, n) => uuid(n));
    expect(refusalOf(deleteRemindersInputSchema.safeParse({ device, ids }))).toEqual({
      code: "tooManyReminderIds",
      params: { max: 50 },
    });
  });

  it("are worded in Filipino where a person reads them", () => {
    const refusal = refusalOf(
      createReminderInputSchema.safeParse({
        subscription,
        language: "en",
        reminder: { ...nextTrain, kind: "weekly" },
      }),
    );
    expect(refusalWords(REFUSAL_TEXTS_FIL, refusal)).toBe(
      'Ang uri ng paalala ay dapat isa sa: next-train, regular, get-off (natanggap: "weekly")',
    );
  });
});

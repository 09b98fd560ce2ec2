import type { DeviceCredentials, Language, ReminderRow, ReminderSpec } from "@riles/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { currentDevice, ensureSubscription, type NoPush, unsubscribe } from "../push-device";

const REMINDERS_QUERY_KEY = ["reminders"] as const;

async function vapidKey(): Promise<string> {
  return (await answerOf(api.GET("/api/reminders/key"))).publicKey;
}

/**
 * Subscribes this device to push (asking permission) and stores the reminder; "denied" when refused,
 * "unavailable" when the browser would not subscribe.
 */
async function createReminder(reminder: ReminderSpec, language: Language): Promise<ReminderRow | NoPush> {
  const subscription = await ensureSubscription(await vapidKey());
  if (typeof subscription === "string") return subscription;
  return answerOf(api.POST("/api/reminders", { body: { subscription, language, reminder } }));
}

async function listReminders(): Promise<ReminderRow[]> {
  const device = await currentDevice();
  if (!device) return [];
  return answerOf(api.POST("/api/reminders/list", { body: { device } }));
}

async function withDevice<T>(call: (device: DeviceCredentials) => Promise<T>): Promise<T | undefined> {
  const device = await currentDevice();
  return device ? call(device) : undefined;
}

export function useCreateReminder() {
  const client = useQueryClient();
  const { language } = useI18n();
  return useMutation({
    mutationFn: (reminder: ReminderSpec) => createReminder(reminder, language),
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}

export function useDeviceReminders() {
  return useQuery({ queryKey: REMINDERS_QUERY_KEY, queryFn: listReminders });
}

export function usePauseReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      withDevice((device) => answerOf(api.POST("/api/reminders/pause", { body: { device, id, paused } }))),
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}

/** Deletes the listed reminders, or without ids everything: the server's copy and the browser's subscription. */
export function useDeleteReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => {
      await withDevice((device) =>
        answerOf(api.POST("/api/reminders/delete", { body: ids ? { device, ids } : { device } })),
      );
      if (!ids) await unsubscribe();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}

import { type DeviceCredentials, MESSAGES, type ReminderRow, type ReminderSpec } from "@riles/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n/i18n";
import { currentDevice, ensureSubscription, unsubscribe } from "../push-device";

export const REMINDERS_QUERY_KEY = ["reminders"] as const;

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.databaseConnectionFailed);
  return (await response.json()) as T;
}

async function vapidKey(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/reminders/key");
  } catch {
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.databaseConnectionFailed);
  return ((await response.json()) as { publicKey: string }).publicKey;
}

/** Subscribes this device to push (asking permission) and stores the reminder; "denied" when refused. */
export async function createReminder(
  reminder: ReminderSpec,
  language: string,
): Promise<ReminderRow | "denied"> {
  const subscription = await ensureSubscription(await vapidKey());
  if (subscription === "denied") return "denied";
  return post<ReminderRow>("/api/reminders", { subscription, language, reminder });
}

async function listReminders(): Promise<ReminderRow[]> {
  const device = await currentDevice();
  return device ? post<ReminderRow[]>("/api/reminders/list", { device }) : [];
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
      withDevice((device) => post<ReminderRow>("/api/reminders/pause", { device, id, paused })),
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}

/** Deletes the listed reminders, or without ids everything: the server's copy and the browser's subscription. */
export function useDeleteReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => {
      await withDevice((device) => post("/api/reminders/delete", ids ? { device, ids } : { device }));
      if (!ids) await unsubscribe();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}

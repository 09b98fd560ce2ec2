/** The words of a reminder's notification (docs/product.md, "Reminders"). */
export const NOTIFICATION_TEXTS_EN = {
  to: (direction: string, terminus: string) => `${direction} to ${terminus}`,
  nextTrain: (station: string, minutes: number) => `Next train at ${station} in ${minutes} min`,
  cancelled: (station: string) => `Trains reported cancelled at ${station}`,
  timetable: "by the timetable",
  atStation: (minutes: number) => `reported at the station ${minutes} min ago`,
  seenAt: (station: string, minutes: number) => `seen at ${station} ${minutes} min ago`,
  getOff: (stop: string) => `Get off at ${stop}`,
  stopNext: (stop: string) => `${stop} is the next station. Get ready to get off.`,
  stopNow: (stop: string) => `Arriving at ${stop}: get off here.`,
};

export type NotificationTexts = typeof NOTIFICATION_TEXTS_EN;

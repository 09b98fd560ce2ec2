import type { NotificationTexts } from "../en/notification-texts";

export const NOTIFICATION_TEXTS_FIL: NotificationTexts = {
  to: (direction: string, terminus: string) => `${direction} papuntang ${terminus}`,
  nextTrain: (station: string, minutes: number) => `Susunod na tren sa ${station} sa ${minutes} minuto`,
  cancelled: (station: string) => `May kanselado sa ${station} ayon sa report`,
  timetable: "ayon sa schedule",
  atStation: (minutes: number) => `na-report sa istasyon ${minutes} minuto ang nakalipas`,
  seenAt: (station: string, minutes: number) => `nakita sa ${station} ${minutes} minuto ang nakalipas`,
  getOff: (stop: string) => `Bumaba sa ${stop}`,
  stopNext: (stop: string) => `${stop} ang susunod na istasyon. Maghanda nang bumaba.`,
  stopNow: (stop: string) => `Padating na sa ${stop}: bumaba rito.`,
};

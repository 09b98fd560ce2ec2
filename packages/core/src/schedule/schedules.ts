import type { LineId } from "../domain-types";

/** Minutes since Manila midnight. */
interface OperatingHours {
  open: number;
  close: number;
}

interface Headways {
  peakMorning: number;
  offPeak: number;
  peakEvening: number;
  night: number;
  weekend: number;
}

interface LineSchedule {
  weekday: OperatingHours;
  weekend: OperatingHours;
  headways: Headways;
  peakMorning: OperatingHours;
  peakEvening: OperatingHours;
  /** Travel minutes from the line's minute-0 terminus (docs/product.md; LRT-1 laid out from Dr. Santos). */
  stationMinutes: Readonly<Record<string, number>>;
}

const hm = (hours: number, minutes: number) => hours * 60 + minutes;

/** Night headway applies from 20:00 on weekdays. */
export const NIGHT_START_MINUTE = hm(20, 0);

export const DEFAULT_HEADWAY_MINUTES = 10;

/** The timetable of docs/product.md, with its travel minutes per station (decision 002 for LRT-1). */
export const SCHEDULES: Record<LineId, LineSchedule> = {
  lrt1: {
    weekday: { open: hm(4, 30), close: hm(22, 45) },
    weekend: { open: hm(5, 0), close: hm(21, 45) },
    headways: { peakMorning: 5, offPeak: 6, peakEvening: 5, night: 6, weekend: 7 },
    peakMorning: { open: hm(5, 0), close: hm(8, 0) },
    peakEvening: { open: hm(17, 0), close: hm(19, 0) },
    stationMinutes: {
      santos: 0,
      ninoy: 2,
      pitx: 4,
      mia: 6,
      redemp: 8,
      baclaran: 11,
      edsa: 13,
      libertad: 15,
      gil: 17,
      vito: 19,
      quirino: 21,
      pedro: 23,
      un: 25,
      central: 27,
      carr: 29,
      doro: 31,
      bam: 33,
      tay: 35,
      blum: 37,
      abad: 39,
      rpapa: 41,
      fifth: 43,
      mon: 45,
      bal: 47,
      fpr: 49,
    },
  },
  lrt2: {
    weekday: { open: hm(5, 0), close: hm(22, 0) },
    weekend: { open: hm(5, 0), close: hm(21, 30) },
    headways: { peakMorning: 6, offPeak: 7, peakEvening: 6, night: 7, weekend: 8 },
    peakMorning: { open: hm(5, 0), close: hm(8, 0) },
    peakEvening: { open: hm(17, 0), close: hm(19, 0) },
    stationMinutes: {
      rect: 0,
      legal: 3,
      pureza: 6,
      vmapa: 8,
      jruiz: 11,
      gilmore: 13,
      betty: 15,
      araneta: 17,
      anonas: 20,
      katip: 22,
      santolan2: 25,
      masinag: 28,
      emerald: 31,
    },
  },
  mrt3: {
    weekday: { open: hm(4, 30), close: hm(22, 40) },
    weekend: { open: hm(5, 0), close: hm(22, 0) },
    headways: { peakMorning: 4, offPeak: 5, peakEvening: 5, night: 6, weekend: 7 },
    peakMorning: { open: hm(7, 0), close: hm(9, 0) },
    peakEvening: { open: hm(17, 0), close: hm(19, 0) },
    stationMinutes: {
      taft: 0,
      magallanes: 3,
      ayala: 6,
      buendia: 8,
      guada: 11,
      boni: 13,
      shaw: 16,
      ortigas: 19,
      santolan: 22,
      cube: 25,
      ktv: 27,
      qs: 29,
      ns: 32,
    },
  },
};

/** docs/product.md: hop minutes and 'past departures considered', by whether headway is 5 or less. */
export const SHORT_HEADWAY_MAX = 5;

export const HOP_MINUTES: Record<LineId, { shortHeadway: number; longHeadway: number }> = {
  lrt1: { shortHeadway: 1.5, longHeadway: 2 },
  lrt2: { shortHeadway: 2, longHeadway: 2.5 },
  mrt3: { shortHeadway: 1.5, longHeadway: 2 },
};
export const DEFAULT_HOP_MINUTES = 2;

export const PAST_DEPARTURES_CONSIDERED: Record<LineId, { shortHeadway: number; longHeadway: number }> = {
  lrt1: { shortHeadway: 5, longHeadway: 4 },
  lrt2: { shortHeadway: 4, longHeadway: 3 },
  mrt3: { shortHeadway: 6, longHeadway: 4 },
};
export const DEFAULT_PAST_DEPARTURES_CONSIDERED = 3;

/** The minute of the line's far terminus, where the decreasing direction starts. */
export const LAST_STATION_MINUTE: Record<LineId, number> = {
  lrt1: Math.max(...Object.values(SCHEDULES.lrt1.stationMinutes)),
  lrt2: Math.max(...Object.values(SCHEDULES.lrt2.stationMinutes)),
  mrt3: Math.max(...Object.values(SCHEDULES.mrt3.stationMinutes)),
};

export function scheduleOf(lineId: string): LineSchedule | undefined {
  return Object.hasOwn(SCHEDULES, lineId) ? SCHEDULES[lineId as LineId] : undefined;
}

import type { FareMedium, RiderCategory } from "../../fares/fare-rules";
import { pluralFormat } from "../format/plural";

const plural = pluralFormat("en");

/** The Manila day a plan is for: the day it is now, or the next (a "Leave at" time already past today). */
export type PlanDay = "today" | "tomorrow";

/**
 * The journey screen's words in English (docs/product.md, Journeys). A part of its own: only the journey
 * screen's chunk carries it, never the first screen. `../fil/journey-texts.ts` must have exactly these keys.
 */
export const JOURNEY_TEXTS_EN = {
  title: "Plan a journey",
  from: "From",
  to: "To",
  searchFrom: "Search the station you leave from",
  searchTo: "Search the station you go to",
  typeToSearch: "Type a station's name or an old name.",
  noMatches: (search: string) => `No station matches “${search}”.`,
  chosen: (station: string, line: string) => `${station}, ${line}`,
  change: "Change",
  swap: "Swap from and to",
  when: "When",
  leaveNow: "Leave now",
  leaveAt: "Leave at",
  leaveAtTime: "Time of leaving (Manila)",
  card: "Card",
  media: { beep: "beep card (stored value)", "single-journey": "Single journey ticket" } satisfies Record<
    FareMedium,
    string
  >,
  fareKind: "Fare",
  riders: {
    regular: "Regular",
    student: "Student (50 % off)",
    senior: "Senior citizen (50 % off)",
    pwd: "Person with disability (50 % off)",
  } satisfies Record<RiderCategory, string>,
  /** Where each half fare is given (docs/fares.md, Discounts): not on an ordinary beep card. */
  halfFareCard: {
    student: "The half fare is on a personalised student beep card or a single journey ticket.",
    senior: "The half fare is on a senior citizen's concession beep card or a single journey ticket.",
    pwd: "The half fare is on a PWD concession beep card or a single journey ticket.",
  } satisfies Record<Exclude<RiderCategory, "regular">, string>,
  /** The card a journey's fare is for, and whose half fare, as the total says it. */
  fareMedium: { beep: "beep card", "single-journey": "single journey tickets" } satisfies Record<
    FareMedium,
    string
  >,
  halfFareOf: {
    student: "student half fare",
    senior: "senior citizen half fare",
    pwd: "PWD half fare",
  } satisfies Record<Exclude<RiderCategory, "regular">, string>,
  chooseBoth: "Choose where you leave from and where you go.",
  sameStation: "From and to are the same station.",
  loading: "Planning your journey…",
  failed: "The journey could not be planned",
  updateFailed: "Could not update the journey; this is the last plan",
  options: "Ways to go, fastest first",
  option: (index: number, minutes: string) => `Option ${index}: ${minutes}`,
  updated: (arrival: string) => `The journey was updated: arrive at ${arrival}.`,
  found: (ways: number, arrival: string) =>
    plural(ways, {
      one: `1 way found: arrive at ${arrival}.`,
      other: `${ways} ways found: the fastest arrives at ${arrival}.`,
    }),
  ride: (line: string, towards: string) => `${line} towards ${towards}`,
  boardAlight: (board: string, alight: string) => `${board} to ${alight}`,
  stops: (stops: number) => plural(stops, { one: `${stops} stop`, other: `${stops} stops` }),
  departs: (time: string) => `Departs ${time}`,
  arrives: (time: string) => `Arrives ${time}`,
  live: "from riders' live reports",
  timetable: "from the timetable",
  walk: (from: string, to: string, minutes: string) => `Walk from ${from} to ${to}: ${minutes}`,
  payAgain: "You leave the paid area: the next line is paid again.",
  arrival: (time: string) => `Arrive at ${time}`,
  total: (minutes: string) => `Total ${minutes}`,
  changes: (changes: number) =>
    changes === 0 ? "no change" : plural(changes, { one: "1 change", other: `${changes} changes` }),
  fare: (pesos: number) => `Fare ₱${pesos}`,
  onFootNoFare: "On foot: no fare.",
  totalFare: (pesos: number, how: string) => `Total fare ₱${pesos} (${how})`,
  goNow: "Leave now",
  leaveIn: (minutes: string) => `Leave in ${minutes}`,
  nextTrainIn: (minutes: string) => `Next train in ${minutes}`,
  leavingTomorrow: (time: string) => `Leaving tomorrow at ${time}.`,
  missedLastTrain: (line: string, station: string, time: string, day: PlanDay) =>
    `Missed the last ${line} train from ${station} (${time}${day === "today" ? "" : " tomorrow"}).`,
  missedLastTrainNoTime: (line: string, station: string, day: PlanDay) =>
    `No more ${line} trains from ${station} ${day === "today" ? "today" : "that day"}.`,
  noJourneyLeft: (day: PlanDay) =>
    `No journey is possible any more ${day === "today" ? "today" : "that day"}.`,
  firstNextDay: (time: string, day: PlanDay) =>
    `The first possible journey leaves at ${time} ${day === "today" ? "tomorrow" : "the day after tomorrow"}:`,
  noJourney: "No journey found.",
  linkedByRoadOnly: (one: string, other: string) =>
    `${one} and ${other} are close, but no walkway links them yet: riders cross by jeepney or the EDSA Carousel. By train alone:`,
  lineClosed: "Line closed: wait for its first train",
  showMap: "Show the route on the map",
  hideMap: "Hide the map",
  /** The map button's name: its words, and the way it is for, so each way's button differs. */
  mapButtonOf: (words: string, option: string) => `${words} (${option})`,
  mapOf: (option: string) => `Map of ${option}`,
  mapLoading: "Loading the map…",
  mapStart: (station: string, line: string) => `Start: ${station}, ${line}`,
  mapChange: (station: string, line: string) => `Change at ${station}, ${line}`,
  mapEnd: (station: string, line: string) => `End: ${station}, ${line}`,
};

/** The shape both languages share: a key missing from, or added to, the Filipino one fails the typecheck. */
export type JourneyTexts = typeof JOURNEY_TEXTS_EN;

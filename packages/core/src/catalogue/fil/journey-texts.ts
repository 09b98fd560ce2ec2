import type { JourneyTexts } from "../en/journey-texts";
import { pluralFormat } from "../format/plural";

const plural = pluralFormat("fil");

/** Ang mga salita ng screen ng biyahe (docs/product.md, Journeys). */
export const JOURNEY_TEXTS_FIL: JourneyTexts = {
  title: "Magplano ng biyahe",
  from: "Mula",
  to: "Papunta",
  searchFrom: "Hanapin ang istasyong aalisan mo",
  searchTo: "Hanapin ang istasyong pupuntahan mo",
  typeToSearch: "I-type ang pangalan ng istasyon o ang lumang pangalan nito.",
  noMatches: (search) => `Walang istasyong tugma sa “${search}”.`,
  chosen: (station, line) => `${station}, ${line}`,
  change: "Palitan",
  swap: "Pagpalitin ang mula at papunta",
  when: "Kailan",
  leaveNow: "Umalis ngayon",
  leaveAt: "Umalis nang",
  leaveAtTime: "Oras ng pag-alis (Maynila)",
  card: "Card o tiket",
  media: { beep: "beep card (may load)", "single-journey": "Tiket na single journey" },
  fareKind: "Pamasahe",
  riders: {
    regular: "Karaniwang pasahero",
    student: "Estudyante (50 % bawas)",
    senior: "Senior citizen (50 % bawas)",
    pwd: "May kapansanan (50 % bawas)",
  },
  halfFareCard: {
    student: "Ang kalahating pamasahe ay sa personalized na student beep card o sa tiket na single journey.",
    senior:
      "Ang kalahating pamasahe ay sa concession beep card ng senior citizen o sa tiket na single journey.",
    pwd: "Ang kalahating pamasahe ay sa concession beep card ng PWD o sa tiket na single journey.",
  },
  fareMedium: { beep: "beep card", "single-journey": "tiket na single journey" },
  halfFareOf: {
    student: "kalahating pamasahe ng estudyante",
    senior: "kalahating pamasahe ng senior citizen",
    pwd: "kalahating pamasahe ng PWD",
  },
  chooseBoth: "Piliin kung saan ka aalis at saan ka pupunta.",
  sameStation: "Iisang istasyon ang mula at papunta.",
  loading: "Pinaplano ang biyahe mo…",
  failed: "Hindi maplano ang biyahe",
  updateFailed: "Hindi ma-update ang biyahe; ito ang huling plano",
  options: "Mga paraan ng pagpunta, pinakamabilis muna",
  option: (index, minutes) => `Opsyon ${index}: ${minutes}`,
  updated: (arrival) => `Na-update ang biyahe: darating nang ${arrival}.`,
  found: (ways, arrival) =>
    plural(ways, {
      one: `1 paraan ang nahanap: darating nang ${arrival}.`,
      other: `${ways} na paraan ang nahanap: ang pinakamabilis ay darating nang ${arrival}.`,
    }),
  ride: (line, towards) => `${line} papuntang ${towards}`,
  boardAlight: (board, alight) => `${board} hanggang ${alight}`,
  stops: (stops) => plural(stops, { one: `${stops} istasyon`, other: `${stops} na istasyon` }),
  departs: (time) => `Aalis ${time}`,
  arrives: (time) => `Darating ${time}`,
  live: "mula sa live na report ng mga pasahero",
  timetable: "mula sa schedule",
  walk: (from, to, minutes) => `Maglakad mula ${from} papuntang ${to}: ${minutes}`,
  payAgain: "Lalabas ka sa bayad na bahagi: babayaran muli ang susunod na linya.",
  arrival: (time) => `Darating nang ${time}`,
  total: (minutes) => `Kabuuan ${minutes}`,
  changes: (changes) =>
    changes === 0
      ? "walang lipat"
      : plural(changes, { one: `${changes} lipat`, other: `${changes} na lipat` }),
  fare: (pesos) => `Pamasahe ₱${pesos}`,
  onFootNoFare: "Lakad lang: walang pamasahe.",
  totalFare: (pesos, how) => `Kabuuang pamasahe ₱${pesos} (${how})`,
  goNow: "Umalis na ngayon",
  leaveIn: (minutes) => `Umalis sa loob ng ${minutes}`,
  nextTrainIn: (minutes) => `Susunod na tren sa ${minutes}`,
  leavingTomorrow: (time) => `Aalis bukas nang ${time}.`,
  missedLastTrain: (line, station, time, day) =>
    `Lampas na ang huling biyahe ng ${line} mula ${station} (${time}${day === "today" ? "" : " bukas"}).`,
  missedLastTrainNoTime: (line, station, day) =>
    `Wala nang tren ng ${line} mula ${station} ${day === "today" ? "ngayong araw" : "sa araw na iyon"}.`,
  noJourneyLeft: (day) =>
    `Wala nang posibleng biyahe ${day === "today" ? "ngayong araw" : "sa araw na iyon"}.`,
  firstNextDay: (time, day) =>
    `Ang unang posibleng biyahe ay aalis nang ${time} ${day === "today" ? "bukas" : "sa makalawa"}:`,
  noJourney: "Walang nahanap na biyahe.",
  linkedByRoadOnly: (one, other) =>
    `Malapit ang ${one} at ${other}, pero wala pang daanang nagdudugtong sa kanila: tumatawid ang mga pasahero sakay ng jeep o ng EDSA Carousel. Sa tren lamang:`,
  lineClosed: "Sarado ang linya: hintayin ang unang tren",
  showMap: "Ipakita ang ruta sa mapa",
  hideMap: "Itago ang mapa",
  mapButtonOf: (words, option) => `${words} (${option})`,
  mapOf: (option) => `Mapa ng ${option}`,
  mapLoading: "Nilo-load ang mapa…",
  mapStart: (station, line) => `Simula: ${station}, ${line}`,
  mapChange: (station, line) => `Lilipat sa ${station}, ${line}`,
  mapEnd: (station, line) => `Dulo: ${station}, ${line}`,
};

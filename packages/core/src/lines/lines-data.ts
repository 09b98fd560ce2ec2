import type { Line } from "../domain-types";

/*
 * The three lines in display order, with their names, colours and ids (docs/product.md).
 *
 * Coordinates are the platform centres of the real stations, rounded to 4-5 decimals (about 1-10 m),
 * checked against two public references that agree to within about 100 m:
 * - the English Wikipedia article of each station (infobox coordinates), e.g.
 *   https://en.wikipedia.org/wiki/Doroteo_Jose_station, https://en.wikipedia.org/wiki/Antipolo_station,
 *   and the line articles https://en.wikipedia.org/wiki/LRT_Line_1_(Metro_Manila),
 *   https://en.wikipedia.org/wiki/MRT_Line_3_(Metro_Manila), https://en.wikipedia.org/wiki/LRT_Line_2_(Metro_Manila);
 * - OpenStreetMap (© OpenStreetMap contributors, ODbL): the railway=station / public_transport=station
 *   nodes of each line, https://www.openstreetmap.org (e.g. relation "LRT Line 1" and its stop members).
 * Where the two MRT-3 and LRT-2 Araneta Center-Cubao stations are concerned, each line has its own
 * station about 350 m apart; both are kept separate on purpose (nearest-station search finds both).
 *
 * Aliases are the names commuters still use: former names (Roosevelt became Fernando Poe Jr. in 2017,
 * Sucat became Dr. Santos), the landmark a station is known by (Cubao, Aseana, TriNoma), and the name of
 * the connected station on the other line (LRT-1 EDSA and MRT-3 Taft Avenue are one interchange).
 */
export const LINES: readonly Line[] = [
  {
    id: "lrt1",
    name: "LRT-1",
    color: "#4338ca",
    stations: [
      {
        id: "fpr",
        name: "Fernando Poe Jr.",
        aliases: ["Roosevelt"],
        location: { latitude: 14.65756, longitude: 121.02114 },
      },
      { id: "bal", name: "Balintawak", location: { latitude: 14.65742, longitude: 121.0039 } },
      { id: "mon", name: "Monumento", location: { latitude: 14.65431, longitude: 120.98384 } },
      { id: "fifth", name: "5th Avenue", location: { latitude: 14.64442, longitude: 120.98355 } },
      { id: "rpapa", name: "R. Papa", location: { latitude: 14.63605, longitude: 120.98234 } },
      { id: "abad", name: "Abad Santos", location: { latitude: 14.63054, longitude: 120.9815 } },
      { id: "blum", name: "Blumentritt", location: { latitude: 14.62266, longitude: 120.98289 } },
      { id: "tay", name: "Tayuman", location: { latitude: 14.61668, longitude: 120.98276 } },
      { id: "bam", name: "Bambang", location: { latitude: 14.61114, longitude: 120.98244 } },
      { id: "doro", name: "Doroteo Jose", location: { latitude: 14.6053, longitude: 120.98213 } },
      { id: "carr", name: "Carriedo", location: { latitude: 14.59917, longitude: 120.98136 } },
      {
        id: "central",
        name: "Central Terminal",
        aliases: ["Lawton", "Arroceros"],
        location: { latitude: 14.5928, longitude: 120.98162 },
      },
      {
        id: "un",
        name: "United Nations",
        aliases: ["UN Avenue"],
        location: { latitude: 14.58255, longitude: 120.98461 },
      },
      { id: "pedro", name: "Pedro Gil", location: { latitude: 14.57657, longitude: 120.98807 } },
      { id: "quirino", name: "Quirino", location: { latitude: 14.57034, longitude: 120.99152 } },
      { id: "vito", name: "Vito Cruz", location: { latitude: 14.56366, longitude: 120.99466 } },
      {
        id: "gil",
        name: "Gil Puyat",
        aliases: ["Buendia"],
        location: { latitude: 14.55406, longitude: 120.99716 },
      },
      { id: "libertad", name: "Libertad", location: { latitude: 14.54774, longitude: 120.99862 } },
      {
        id: "edsa",
        name: "EDSA",
        aliases: ["Taft Avenue"],
        location: { latitude: 14.53881, longitude: 121.00063 },
      },
      { id: "baclaran", name: "Baclaran", location: { latitude: 14.53441, longitude: 120.99846 } },
      {
        id: "redemp",
        name: "Redemptorist–Aseana",
        aliases: ["Aseana", "Redemptorist"],
        location: { latitude: 14.53027, longitude: 120.99294 },
      },
      {
        id: "mia",
        name: "MIA Road",
        aliases: ["NAIA"],
        location: { latitude: 14.51854, longitude: 120.993 },
      },
      { id: "pitx", name: "PITX", location: { latitude: 14.50848, longitude: 120.99128 } },
      { id: "ninoy", name: "Ninoy Aquino Avenue", location: { latitude: 14.49894, longitude: 120.99437 } },
      {
        id: "santos",
        name: "Dr. Santos",
        aliases: ["Sucat"],
        location: { latitude: 14.48527, longitude: 120.98964 },
      },
    ],
  },
  {
    id: "mrt3",
    name: "MRT-3",
    color: "#ca8a04",
    stations: [
      {
        id: "ns",
        name: "North Avenue",
        aliases: ["TriNoma"],
        location: { latitude: 14.65216, longitude: 121.03224 },
      },
      { id: "qs", name: "Quezon Avenue", location: { latitude: 14.6423, longitude: 121.03877 } },
      {
        id: "ktv",
        name: "Kamuning",
        aliases: ["GMA-Kamuning"],
        location: { latitude: 14.63537, longitude: 121.04327 },
      },
      {
        id: "cube",
        name: "Araneta Center-Cubao",
        aliases: ["Cubao"],
        location: { latitude: 14.6196, longitude: 121.0512 },
      },
      {
        id: "santolan",
        name: "Santolan-Annapolis",
        aliases: ["Annapolis", "Greenhills"],
        location: { latitude: 14.60788, longitude: 121.05637 },
      },
      { id: "ortigas", name: "Ortigas", location: { latitude: 14.58789, longitude: 121.05673 } },
      { id: "shaw", name: "Shaw Boulevard", location: { latitude: 14.58106, longitude: 121.05348 } },
      {
        id: "boni",
        name: "Boni",
        aliases: ["Boni Avenue"],
        location: { latitude: 14.57383, longitude: 121.04822 },
      },
      { id: "guada", name: "Guadalupe", location: { latitude: 14.56722, longitude: 121.04562 } },
      { id: "buendia", name: "Buendia", location: { latitude: 14.55421, longitude: 121.03405 } },
      { id: "ayala", name: "Ayala", location: { latitude: 14.5492, longitude: 121.0279 } },
      { id: "magallanes", name: "Magallanes", location: { latitude: 14.54195, longitude: 121.01935 } },
      {
        id: "taft",
        name: "Taft Avenue",
        aliases: ["EDSA", "Pasay Rotonda"],
        location: { latitude: 14.53756, longitude: 121.00131 },
      },
    ],
  },
  {
    id: "lrt2",
    name: "LRT-2",
    color: "#be185d",
    stations: [
      { id: "rect", name: "Recto", location: { latitude: 14.60349, longitude: 120.98359 } },
      { id: "legal", name: "Legarda", location: { latitude: 14.60088, longitude: 120.99257 } },
      { id: "pureza", name: "Pureza", location: { latitude: 14.60167, longitude: 121.0051 } },
      { id: "vmapa", name: "V. Mapa", location: { latitude: 14.60422, longitude: 121.01725 } },
      { id: "jruiz", name: "J. Ruiz", location: { latitude: 14.61057, longitude: 121.0261 } },
      { id: "gilmore", name: "Gilmore", location: { latitude: 14.61346, longitude: 121.03402 } },
      { id: "betty", name: "Betty Go-Belmonte", location: { latitude: 14.61865, longitude: 121.04279 } },
      {
        id: "araneta",
        name: "Araneta Center-Cubao",
        aliases: ["Cubao"],
        location: { latitude: 14.6227, longitude: 121.0524 },
      },
      { id: "anonas", name: "Anonas", location: { latitude: 14.62795, longitude: 121.0646 } },
      {
        id: "katip",
        name: "Katipunan",
        aliases: ["Ateneo"],
        location: { latitude: 14.63108, longitude: 121.07278 },
      },
      { id: "santolan2", name: "Santolan", location: { latitude: 14.62211, longitude: 121.08598 } },
      {
        id: "masinag",
        name: "Marikina-Pasig",
        aliases: ["Emerald", "Marikina"],
        location: { latitude: 14.6206, longitude: 121.1003 },
      },
      {
        id: "emerald",
        name: "Antipolo",
        aliases: ["Masinag"],
        location: { latitude: 14.6248, longitude: 121.1213 },
      },
    ],
  },
];

import { LINE_IDS, type LineId } from "../domain-types";
import { INTERCHANGES, type StationRef } from "../lines/interchanges";
import { LINES } from "../lines/lines-data";
import { MANILA_TIME_ZONE, manilaDate, manilaDayStartMs } from "../time/manila-time";
import { csvFile } from "./csv";
import { type FareFiles, fareFiles } from "./fare-files";
import { fingerprint } from "./feed-version";
import { gtfsDate, gtfsStopId, gtfsTime, serviceIdOf } from "./gtfs-ids";
import { LINE_OPERATORS } from "./operators";
import { textColourOn } from "./text-colour";
import { type GtfsTrip, lineTrips, tripStops } from "./trip-timetable";

/** How far ahead the feed vouches for its calendar; it is regenerated every Manila day. */
const FEED_VALIDITY_DAYS = 90;

const GTFS_PUBLISHER = "Riles";

/** GTFS route_type 1: subway, metro. */
const METRO = 1;
/** GTFS pickup_type / drop_off_type 1: none (nobody boards at a final terminus or alights at an origin). */
const NONE = 1;
/** GTFS transfer_type 2: a transfer that needs min_transfer_time. */
const TIMED_TRANSFER = 2;

const DAY_MS = 86_400_000;

interface GtfsFile {
  name: string;
  text: string;
}

export interface GtfsStaticFeed {
  /** In the order a reader meets them: agency, routes, stops, trips, stop times, calendar, transfers, fares, feed info. */
  files: GtfsFile[];
  /** Derived from the timetable and the day's fares only: the same data gives the same version. */
  version: string;
  /** First and last day of the calendar, YYYYMMDD (Manila). */
  startDate: string;
  endDate: string;
  /** The instant the feed's content last changed: the Manila midnight that starts its first day. */
  validFrom: Date;
}

interface GtfsStaticInput {
  now: Date;
  /** The public address of this Riles server (feed_publisher_url). */
  publisherUrl: string;
}

/** Transfers are one-way in GTFS: each interchange is listed both ways, with its walking minutes. */
const transferRow = (from: StationRef, to: StationRef, walkMinutes: number) => ({
  from_stop_id: gtfsStopId(from.lineId, from.stationId),
  to_stop_id: gtfsStopId(to.lineId, to.stationId),
  transfer_type: TIMED_TRANSFER,
  min_transfer_time: walkMinutes * 60,
});

const byTripId = (a: GtfsTrip, b: GtfsTrip) => (a.tripId < b.tripId ? -1 : a.tripId > b.tripId ? 1 : 0);

interface TimetableFiles {
  agency: string;
  routes: string;
  stops: string;
  trips: string;
  stopTimes: string;
  transfers: string;
}

function timetableFiles(): TimetableFiles {
  const agency = csvFile(
    ["agency_id", "agency_name", "agency_url", "agency_timezone", "agency_lang"],
    LINE_IDS.map((lineId) => ({
      agency_id: LINE_OPERATORS[lineId].id,
      agency_name: LINE_OPERATORS[lineId].name,
      agency_url: LINE_OPERATORS[lineId].url,
      agency_timezone: MANILA_TIME_ZONE,
      agency_lang: "en",
    })),
  );
  const routes = csvFile(
    [
      "route_id",
      "agency_id",
      "route_short_name",
      "route_long_name",
      "route_type",
      "route_color",
      "route_text_color",
      "network_id",
    ],
    LINES.map((line) => ({
      route_id: line.id,
      agency_id: LINE_OPERATORS[line.id].id,
      route_short_name: line.name,
      route_long_name: "",
      route_type: METRO,
      route_color: line.color.replace("#", "").toUpperCase(),
      route_text_color: textColourOn(line.color),
      // Each line is its own fare network (fare_leg_rules.txt).
      network_id: line.id,
    })),
  );
  const stops = csvFile(
    ["stop_id", "stop_name", "stop_lat", "stop_lon"],
    LINES.flatMap((line) =>
      line.stations.map((station) => ({
        stop_id: gtfsStopId(line.id, station.id),
        stop_name: station.name,
        stop_lat: station.location.latitude,
        stop_lon: station.location.longitude,
      })),
    ),
  );
  const trips = LINE_IDS.flatMap((lineId: LineId) => [
    ...lineTrips(lineId, false),
    ...lineTrips(lineId, true),
  ]).sort(byTripId);
  const tripsFile = csvFile(
    ["route_id", "service_id", "trip_id", "trip_headsign", "direction_id"],
    trips.map((trip) => ({
      route_id: trip.lineId,
      service_id: trip.serviceId,
      trip_id: trip.tripId,
      trip_headsign: trip.headsign,
      direction_id: trip.directionId,
    })),
  );
  const stopTimes = csvFile(
    ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence", "pickup_type", "drop_off_type"],
    trips.flatMap((trip) => {
      const stops = tripStops(trip.lineId, trip.direction);
      return stops.map((stop) => {
        const time = gtfsTime(trip.departureMinute + stop.minutesFromOrigin);
        return {
          trip_id: trip.tripId,
          arrival_time: time,
          departure_time: time,
          stop_id: stop.stopId,
          stop_sequence: stop.sequence,
          pickup_type: stop.sequence === stops.length ? NONE : 0,
          drop_off_type: stop.sequence === 1 ? NONE : 0,
        };
      });
    }),
  );
  const transfers = csvFile(
    ["from_stop_id", "to_stop_id", "transfer_type", "min_transfer_time"],
    INTERCHANGES.flatMap(({ stations: [a, b], walkMinutes }) => [
      transferRow(a, b, walkMinutes),
      transferRow(b, a, walkMinutes),
    ]),
  );
  return { agency, routes, stops, trips: tripsFile, stopTimes, transfers };
}

// The timetable does not depend on the day, so it is built once; the fares only on the day's rules.
let timetable: TimetableFiles | undefined;
let fares: { date: string; files: FareFiles; version: string } | undefined;

function cachedFeed(now: Date) {
  timetable ??= timetableFiles();
  const date = manilaDate(now);
  if (fares?.date !== date) {
    const files = fareFiles(now);
    fares = {
      date,
      files,
      version: fingerprint([...Object.values(timetable), ...Object.values(files)].join("")),
    };
  }
  return { files: timetable, fares: fares.files, version: fares.version };
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The GTFS static feed of the three lines, generated from core's schedule model: every train of core's
 * timetable as an explicit trip (docs/decisions/016-open-data-feeds.md), valid from the Manila day of `now`.
 */
export function gtfsStaticFeed({ now, publisherUrl }: GtfsStaticInput): GtfsStaticFeed {
  const { files, fares, version } = cachedFeed(now);
  const today = manilaDate(now);
  const startDate = gtfsDate(today);
  const endDate = gtfsDate(addDays(today, FEED_VALIDITY_DAYS - 1));
  const calendar = csvFile(
    [
      "service_id",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
      "start_date",
      "end_date",
    ],
    [false, true].map((weekend) => {
      const [weekday, weekendDay] = weekend ? [0, 1] : [1, 0];
      return {
        service_id: serviceIdOf(weekend),
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: weekday,
        saturday: weekendDay,
        sunday: weekendDay,
        start_date: startDate,
        end_date: endDate,
      };
    }),
  );
  const feedInfo = csvFile(
    [
      "feed_publisher_name",
      "feed_publisher_url",
      "feed_lang",
      "feed_start_date",
      "feed_end_date",
      "feed_version",
    ],
    [
      {
        feed_publisher_name: GTFS_PUBLISHER,
        feed_publisher_url: publisherUrl,
        feed_lang: "en",
        feed_start_date: startDate,
        feed_end_date: endDate,
        feed_version: version,
      },
    ],
  );
  return {
    files: [
      { name: "agency.txt", text: files.agency },
      { name: "routes.txt", text: files.routes },
      { name: "stops.txt", text: files.stops },
      { name: "trips.txt", text: files.trips },
      { name: "stop_times.txt", text: files.stopTimes },
      { name: "calendar.txt", text: calendar },
      { name: "transfers.txt", text: files.transfers },
      { name: "areas.txt", text: fares.areas },
      { name: "stop_areas.txt", text: fares.stopAreas },
      { name: "fare_media.txt", text: fares.fareMedia },
      { name: "rider_categories.txt", text: fares.riderCategories },
      { name: "fare_products.txt", text: fares.fareProducts },
      { name: "fare_leg_rules.txt", text: fares.fareLegRules },
      { name: "fare_transfer_rules.txt", text: fares.fareTransferRules },
      { name: "feed_info.txt", text: feedInfo },
    ],
    version,
    startDate,
    endDate,
    validFrom: new Date(manilaDayStartMs(now)),
  };
}

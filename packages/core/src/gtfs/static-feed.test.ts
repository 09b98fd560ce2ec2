import { describe, expect, it } from "vitest";
import { departureMinutes } from "../schedule/departures";
import { mondayStaticFeed } from "../testing/static-feed-rows";
import { csvFile } from "./csv";
import { gtfsStaticFeed } from "./static-feed";
import { textColourOn } from "./text-colour";
import { tripStops } from "./trip-timetable";

const { feed, rows } = mondayStaticFeed();

describe("gtfsStaticFeed", () => {
  it("has the files a GTFS reader needs, and feed_info, transfers and the fares", () => {
    expect(feed.files.map((file) => file.name)).toEqual([
      "agency.txt",
      "routes.txt",
      "stops.txt",
      "trips.txt",
      "stop_times.txt",
      "calendar.txt",
      "transfers.txt",
      "areas.txt",
      "stop_areas.txt",
      "fare_media.txt",
      "rider_categories.txt",
      "fare_products.txt",
      "fare_leg_rules.txt",
      "fare_transfer_rules.txt",
      "feed_info.txt",
    ]);
  });

  it("names each line's operator in Manila time and one metro route per line in the line's colour", () => {
    expect(rows("agency.txt").map((row) => [row.agency_id, row.agency_timezone])).toEqual([
      ["lrmc", "Asia/Manila"],
      ["dotr-mrt3", "Asia/Manila"],
      ["lrta", "Asia/Manila"],
    ]);
    expect(rows("routes.txt")).toEqual([
      expect.objectContaining({
        route_id: "lrt1",
        agency_id: "lrmc",
        route_short_name: "LRT-1",
        route_type: "1",
        route_color: "4338CA",
      }),
      expect.objectContaining({
        route_id: "mrt3",
        agency_id: "dotr-mrt3",
        route_short_name: "MRT-3",
        route_color: "CA8A04",
      }),
      expect.objectContaining({
        route_id: "lrt2",
        agency_id: "lrta",
        route_short_name: "LRT-2",
        route_color: "BE185D",
      }),
    ]);
  });

  it("lists every station once, namespaced by line, with both Araneta Center-Cubao stations apart", () => {
    const stops = rows("stops.txt");
    expect(stops).toHaveLength(25 + 13 + 13);
    expect(new Set(stops.map((stop) => stop.stop_id)).size).toBe(stops.length);
    const cubao = stops.filter((stop) => stop.stop_name === "Araneta Center-Cubao");
    expect(cubao.map((stop) => stop.stop_id)).toEqual(["mrt3:cube", "lrt2:araneta"]);
    expect(cubao[0]?.stop_lat).not.toBe(cubao[1]?.stop_lat);
  });

  it("has one trip per departure of core's timetable, each direction, weekday and weekend", () => {
    const trips = rows("trips.txt");
    for (const lineId of ["lrt1", "mrt3", "lrt2"] as const) {
      for (const [serviceId, weekend] of [
        ["weekday", false],
        ["weekend", true],
      ] as const) {
        const count = trips.filter(
          (trip) => trip.route_id === lineId && trip.service_id === serviceId,
        ).length;
        expect(count, `${lineId} ${serviceId}`).toBe(2 * departureMinutes(lineId, weekend).length);
      }
    }
    const ids = trips.map((trip) => trip.trip_id ?? "");
    expect(ids).toEqual([...ids].sort());
  });

  it("runs a southbound LRT-1 trip from Fernando Poe Jr. to Dr. Santos with core's travel minutes", () => {
    const trip = rows("stop_times.txt").filter((row) => row.trip_id === "lrt1:weekday:southbound:0525");
    expect(trip).toHaveLength(25);
    expect(trip[0]).toMatchObject({
      stop_id: "lrt1:fpr",
      arrival_time: "05:25:00",
      stop_sequence: "1",
      drop_off_type: "1",
    });
    expect(trip.find((row) => row.stop_id === "lrt1:edsa")).toMatchObject({
      arrival_time: "06:01:00",
      pickup_type: "0",
    });
    expect(trip.at(-1)).toMatchObject({ stop_id: "lrt1:santos", arrival_time: "06:14:00", pickup_type: "1" });
    expect(rows("trips.txt").find((row) => row.trip_id === "lrt1:weekday:southbound:0525")).toMatchObject({
      trip_headsign: "Dr. Santos",
      direction_id: "1",
    });
  });

  it("runs weekday service Monday to Friday and weekend service on Saturday and Sunday, for 90 days", () => {
    expect(rows("calendar.txt")).toEqual([
      {
        service_id: "weekday",
        monday: "1",
        tuesday: "1",
        wednesday: "1",
        thursday: "1",
        friday: "1",
        saturday: "0",
        sunday: "0",
        start_date: "20261123",
        end_date: "20270220",
      },
      {
        service_id: "weekend",
        monday: "0",
        tuesday: "0",
        wednesday: "0",
        thursday: "0",
        friday: "0",
        saturday: "1",
        sunday: "1",
        start_date: "20261123",
        end_date: "20270220",
      },
    ]);
    expect(feed).toMatchObject({ startDate: "20261123", endDate: "20270220" });
    expect(feed.validFrom).toEqual(new Date("2026-11-23T00:00:00+08:00"));
  });

  it("starts the calendar on the Manila day, even late in the UTC evening before it", () => {
    const late = gtfsStaticFeed({
      now: new Date("2026-11-22T16:30:00Z"),
      publisherUrl: "https://riles.example",
    });
    expect(late.startDate).toBe("20261123");
  });

  it("versions the feed by its timetable: the same schedule keeps its version on another day", () => {
    const nextWeek = gtfsStaticFeed({
      now: new Date("2026-11-30T06:00:00+08:00"),
      publisherUrl: "https://x",
    });
    expect(nextWeek.version).toBe(feed.version);
    expect(feed.version).toMatch(/^[0-9a-f]{8}$/);
    expect(rows("feed_info.txt")).toEqual([
      {
        feed_publisher_name: "Riles",
        feed_publisher_url: "https://riles.example",
        feed_lang: "en",
        feed_start_date: "20261123",
        feed_end_date: "20270220",
        feed_version: feed.version,
      },
    ]);
  });

  it("lists the three interchanges both ways with their walking minutes (docs/fares.md)", () => {
    const transfers = rows("transfers.txt").map((row) => [
      row.from_stop_id,
      row.to_stop_id,
      row.transfer_type,
      row.min_transfer_time,
    ]);
    expect(transfers).toEqual([
      ["lrt1:doro", "lrt2:rect", "2", "300"],
      ["lrt2:rect", "lrt1:doro", "2", "300"],
      ["lrt1:edsa", "mrt3:taft", "2", "420"],
      ["mrt3:taft", "lrt1:edsa", "2", "420"],
      ["mrt3:cube", "lrt2:araneta", "2", "480"],
      ["lrt2:araneta", "mrt3:cube", "2", "480"],
    ]);
  });
});

describe("tripStops", () => {
  it("goes from one terminus to the other with increasing minutes", () => {
    const eastbound = tripStops("lrt2", "eastbound");
    expect(eastbound.map((stop) => stop.stationId).slice(0, 2)).toEqual(["rect", "legal"]);
    expect(eastbound.at(-1)).toEqual({
      stationId: "emerald",
      stopId: "lrt2:emerald",
      sequence: 13,
      minutesFromOrigin: 31,
    });
    const westbound = tripStops("lrt2", "westbound");
    expect(westbound[0]).toEqual({
      stationId: "emerald",
      stopId: "lrt2:emerald",
      sequence: 1,
      minutesFromOrigin: 0,
    });
    expect(westbound.find((stop) => stop.stationId === "araneta")?.minutesFromOrigin).toBe(14);
  });
});

describe("csvFile", () => {
  it("quotes cells with commas, quotes or line breaks", () => {
    expect(csvFile(["a", "b"], [{ a: 'say "hi", then', b: 1 }])).toBe('a,b\n"say ""hi"", then",1\n');
  });
});

describe("textColourOn", () => {
  it("picks the more readable of black and white", () => {
    expect(textColourOn("#4338ca")).toBe("FFFFFF");
    expect(textColourOn("#ca8a04")).toBe("000000");
    expect(textColourOn("#ffffff")).toBe("000000");
    expect(textColourOn("#000000")).toBe("FFFFFF");
  });
});

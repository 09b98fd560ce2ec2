import { gtfsStaticFeed } from "../gtfs/static-feed";

/**
 * The static feed as published on a Monday morning, and a reader of its files: a file as rows keyed by
 * its header (no field of this feed needs quoting), as the feed's tests read it.
 */
export function mondayStaticFeed() {
  const monday = new Date("2026-11-23T06:00:00+08:00");
  const feed = gtfsStaticFeed({ now: monday, publisherUrl: "https://riles.example" });
  const rows = (name: string): Record<string, string>[] => {
    const text = feed.files.find((file) => file.name === name)?.text ?? "";
    const [header = "", ...lines] = text.trimEnd().split("\n");
    const fields = header.split(",");
    return lines.map((line) =>
      Object.fromEntries(line.split(",").map((cell, index) => [fields[index], cell])),
    );
  };
  return { monday, feed, rows };
}

// gtfs-utils ships no types; these are the parts the open-data tests use, as the package's API documentation
// describes them (https://github.com/public-transport/gtfs-utils).
declare module "gtfs-utils/read-csv.js" {
  export default function readCsv(
    source: NodeJS.ReadableStream,
  ): Promise<AsyncIterable<Record<string, string>>>;
}

declare module "gtfs-utils/compute-stopovers.js" {
  export interface Stopover {
    stop_id: string;
    trip_id: string;
    service_id: string;
    route_id: string;
    /** The service day, YYYY-MM-DD. */
    start_of_trip: string;
    /** Seconds since the epoch. */
    arrival: number;
    departure: number;
  }
  export interface Store {
    set(key: string, value: unknown): Promise<void>;
  }
  export default function computeStopovers(
    readFile: (name: string) => Promise<AsyncIterable<Record<string, string>>>,
    timezone: string,
    filters?: object,
    options?: { createStore?: () => Store },
  ): AsyncIterable<Stopover>;
}

declare module "gtfs-utils/lib/in-memory-store.js" {
  import type { Store } from "gtfs-utils/compute-stopovers.js";
  export default function createInMemoryStore(): Store;
}

// The pbjs-compiled GTFS-Realtime classes of gtfs-rt-bindings (generated from the official proto).
declare module "gtfs-rt-bindings" {
  interface MessageClass {
    decode(bytes: Uint8Array): object;
    toObject(
      message: object,
      options?: { enums?: StringConstructor; longs?: NumberConstructor },
    ): Record<string, unknown>;
  }
  export const FeedMessage: MessageClass;
}

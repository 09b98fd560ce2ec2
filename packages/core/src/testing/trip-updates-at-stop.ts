import type { FeedMessage, TripUpdateEntity } from "../gtfs/realtime-feed";

/**
 * A trip-updates feed narrowed to the trips that call at `stopId`, each with that stop's update alone:
 * what a test of one station's delays reads, whether from core or decoded from the server's protobuf.
 */
export function tripUpdatesAtStop(
  feed: FeedMessage<TripUpdateEntity>,
  stopId: string,
): FeedMessage<TripUpdateEntity> {
  const atStop = (update: { stop_id: string }) => update.stop_id === stopId;
  return {
    ...feed,
    entity: feed.entity
      .filter((entity) => entity.trip_update.stop_time_update.some(atStop))
      .map((entity) => ({
        ...entity,
        trip_update: {
          ...entity.trip_update,
          stop_time_update: entity.trip_update.stop_time_update.filter(atStop),
        },
      })),
  };
}

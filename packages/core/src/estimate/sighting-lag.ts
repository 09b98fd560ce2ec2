/** Most riders report within a minute and a half of the train leaving. */
export const REPORT_DELAY_MS = 40_000;
/** A train stands at a platform about half a minute between arriving and leaving. */
export const DWELL_MS = 30_000;
/** From a train arriving at a station to a rider's report of it leaving: the train's dwell and the report's delay. */
export const SIGHTING_LAG_MS = REPORT_DELAY_MS + DWELL_MS;

export {
  ACCURACY_WINDOWS,
  type AccuracyWindow,
  accuracyWindowOf,
  type EstimateOutcome,
  type HorizonBand,
  isAccurateEstimate,
} from "./accuracy/accurate-estimate";
export { CONFIRMED_PATH, RESET_PASSWORD_PATH } from "./app-paths";
export { type ArrivalBand, arrivalBand, minutesUntil } from "./arrival/minutes-until";
export * from "./constants";
export * from "./domain-types";
export { estimateArrivals, estimateTrainArrivals, type TrainArrival } from "./estimate/estimate-arrivals";
export type {
  EstimateArrivalsInput,
  EstimateBasis,
  EstimatedArrival,
  LineReport,
} from "./estimate/estimate-types";
export { lineSightingsAnswer } from "./estimate/line-sightings-answer";
export { type ComputeEtasInput, computeEtas, type Eta } from "./eta/compute-etas";
export { etaId } from "./eta/eta-id";
export { CROWD_DELAY_MINUTES, DEFAULT_CROWD_DELAY_MINUTES, latestReport } from "./eta/report-effect";
export { distanceMeters } from "./geo/distance";
export {
  isValidFix,
  type LatLonBox,
  LOCATION_BOX,
  type LocationFix,
  SPEC_LOCATION_BOX,
} from "./geo/fix-validity";
export { parseIpLookup } from "./geo/ip-lookup";
export { type NearestStation, nearestStations } from "./geo/nearest-stations";
export { gtfsAlerts } from "./gtfs/alerts";
export { gtfsStopId } from "./gtfs/gtfs-ids";
export type { AlertEntity, FeedMessage, TripUpdateEntity } from "./gtfs/realtime-feed";
export { type GtfsStaticFeed, gtfsStaticFeed } from "./gtfs/static-feed";
export { gtfsTripUpdates, type RealtimeInput } from "./gtfs/trip-updates";
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./i18n/languages";
export { DIRECTION_LABELS, directionsOf, isDirectionOf } from "./lines/directions";
export {
  type LineStatusReport,
  type LineTrouble,
  lineStatuses,
  lineTrouble,
} from "./lines/line-status";
export { getLine, getStation, isLineId } from "./lines/lines";
export { LINES } from "./lines/lines-data";
export { stationTravelMinutes, terminusOf } from "./lines/termini";
export { LINES_HELP_TEXT, MESSAGES, type MessageKey } from "./messages";
export { MESSAGES_FIL } from "./messages-fil";
export { CLOSED_HOURS_TEXT, isLineOpen, OPEN_CHECK_HOURS } from "./open-hours/is-line-open";
export {
  firstRefusal,
  isRefusalCode,
  type Refusal,
  type RefusalCode,
  refusalOfIssue,
  refusalWords,
} from "./refusals/refusal";
export { REFUSAL_TEXTS_EN, type RefusalTexts } from "./refusals/refusal-texts-en";
export { REFUSAL_TEXTS_FIL } from "./refusals/refusal-texts-fil";
export { departureMinutes } from "./schedule/departures";
export { headwayAt, hopMinutes, pastDeparturesConsidered } from "./schedule/headway";
export {
  DEFAULT_HEADWAY_MINUTES,
  type Headways,
  type LineSchedule,
  type OperatingHours,
  SCHEDULES,
} from "./schedule/schedules";
export { servingDirections } from "./schedule/serving-directions";
export {
  firstTrains,
  LAST_TRAIN_NOTICE_MS,
  lastTrainSoon,
  nextTrainToday,
  type ScheduledTrain,
} from "./schedule/station-times";
export {
  type ApiRefusal,
  apiRefusalSchema,
  feedbackAnswerSchema,
  healthAnswerSchema,
  type SessionAnswer,
  sessionAnswerSchema,
} from "./schemas/api-answers";
export {
  accountNameSchema,
  type Credentials,
  credentialsSchema,
  passwordSchema,
  signUpSchema,
} from "./schemas/credentials";
export { type FeedbackInput, feedbackInputSchema } from "./schemas/feedback-input";
export { gtfsRealtimeQuerySchema } from "./schemas/gtfs-realtime-query";
export { type LineSightings, lineSightingsSchema } from "./schemas/line-sightings";
export { type LineStatus, lineStatusesSchema, lineStatusSchema } from "./schemas/line-status";
export { reportIdSchema } from "./schemas/report-id";
export { type ReportInput, reportInputSchema } from "./schemas/report-input";
export { type EtaReport, type ReportRow, reportRowSchema, reportRowsSchema } from "./schemas/report-row";
export { type ReportsQuery, reportsQuerySchema } from "./schemas/reports-query";
export { sightingsQuerySchema } from "./schemas/sightings-query";
export { isStorableText } from "./schemas/storable-text";
export {
  normaliseSearchText,
  type StationSearchResult,
  searchStations,
  stationMatches,
} from "./search/station-search";
export {
  isManilaWeekend,
  MANILA_TIME_ZONE,
  manilaDate,
  manilaDayStartMs,
  manilaMinuteOfDay,
  manilaWeekday,
} from "./time/manila-time";

export {
  ACCURACY_DAYS,
  ACCURACY_POINT_RANGE,
  accuracyWindowStart,
  lineAccuracies,
} from "./accuracy/published-accuracy";
export { type AccuracyTally, addTallies, EMPTY_TALLY, reportScores } from "./accuracy/reported-departures";
export { CONFIRMED_PATH, RESET_PASSWORD_PATH } from "./app-paths";
export { type ArrivalBand, arrivalBand, minutesUntil } from "./arrival/minutes-until";
export { CATALOGUES } from "./catalogue/catalogue";
export { AUTH_REFUSAL_TEXTS_EN, type AuthRefusalTexts } from "./catalogue/en/auth-refusal-texts";
export { JOURNEY_TEXTS_EN, type JourneyTexts, type PlanDay } from "./catalogue/en/journey-texts";
export type { MailTexts } from "./catalogue/en/mail-texts";
export { LINES_HELP_TEXT, MESSAGES, type MessageKey } from "./catalogue/en/messages";
export { REFUSAL_TEXTS_EN, type RefusalTexts } from "./catalogue/en/refusal-texts";
export { WEB_TEXTS_EN, type WebTexts } from "./catalogue/en/web-texts";
export { AUTH_REFUSAL_TEXTS_FIL } from "./catalogue/fil/auth-refusal-texts";
export { JOURNEY_TEXTS_FIL } from "./catalogue/fil/journey-texts";
export { MESSAGES_FIL } from "./catalogue/fil/messages";
export { REFUSAL_TEXTS_FIL } from "./catalogue/fil/refusal-texts";
export { WEB_TEXTS_FIL } from "./catalogue/fil/web-texts";
export { hourOfDayText } from "./catalogue/format/manila-format";
export * from "./constants";
export { type ComingTrainCrowd, comingTrainCrowd } from "./crowding/coming-train-crowd";
export { crowdingCsv } from "./crowding/crowding-csv";
export { crowdingHoursShown } from "./crowding/hours-shown";
export {
  CROWDING_MIN_REPORTS,
  CROWDING_MIN_RIDERS,
  CROWDING_WINDOW_MS,
  type CrowdingHour,
  type CrowdingReport,
  crowdingWindowStart,
  type DayKind,
  dayKindOf,
  manilaHour,
  usualCrowding,
} from "./crowding/usual-crowding";
export * from "./domain-types";
export { estimateArrivals, stationReportBasis } from "./estimate/estimate-arrivals";
export type { EstimateBasis, EstimatedArrival, LineReport } from "./estimate/estimate-types";
export { type KeptDayHabits, PRIOR_KEPT_DAY_HABITS } from "./estimate/kept-day-habits";
export { lineSightingsAnswer } from "./estimate/line-sightings-answer";
export { lineSightingsValidUntil } from "./estimate/line-sightings-valid-until";
export { type PastDayHabits, pastDayHabits, pooledPastHabits } from "./estimate/past-days-habits";
export { computeEtas, type Eta } from "./eta/compute-etas";
export { latestReport } from "./eta/report-effect";
export { FARE_MEDIA, RIDER_CATEGORIES } from "./fares/fare-rules";
export type { FareKind } from "./fares/leg-fare";
export { isValidFix } from "./geo/fix-validity";
export { parseIpLookup } from "./geo/ip-lookup";
export { type NearestStation, nearestStations } from "./geo/nearest-stations";
export { gtfsAlerts } from "./gtfs/alerts";
export { gtfsStopId } from "./gtfs/gtfs-ids";
export type { AlertEntity, FeedMessage, TripUpdateEntity } from "./gtfs/realtime-feed";
export { type GtfsStaticFeed, gtfsStaticFeed } from "./gtfs/static-feed";
export { gtfsTripUpdates, type RealtimeInput } from "./gtfs/trip-updates";
export { initialLanguage, preferredLanguages } from "./i18n/language-from-browser";
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from "./i18n/languages";
export { journeyInputOf } from "./journeys/journey-input";
export { journeyPlanAnswer } from "./journeys/journey-plan-answer";
export { leaveTimeInWindow } from "./journeys/leave-time-window";
export { planJourney } from "./journeys/plan-journey";
export { DIRECTION_LABELS, directionsOf } from "./lines/directions";
export { linkedByRoadOnly, type StationRef } from "./lines/interchanges";
export { type LineStatusReport, type LineTrouble, lineStatuses, lineTrouble } from "./lines/line-status";
export { getLine, getStation, isLineId } from "./lines/lines";
export { LINES } from "./lines/lines-data";
export { stationTravelMinutes, terminusOf } from "./lines/termini";
export { answerCoversStream, REPORT_CURSOR_HEADER, reportCursor } from "./live/report-cursor";
export { CLOSED_HOURS_TEXT, isLineOpen } from "./open-hours/is-line-open";
export {
  firstRefusal,
  isRefusalCode,
  issueText,
  type Refusal,
  refusalOfIssue,
  refusalWords,
} from "./refusals/refusal";
export { shownInput } from "./refusals/shown-input";
export {
  decideReminder,
  firstGetOff,
  firstNextTrain,
  nextRegularTrip,
  type Occurrence,
  type ReminderDecision,
  type ReminderPlan,
} from "./reminders/plan-reminder";
export * from "./reminders/reminder-constants";
export { type ReminderNotification, reminderNotification } from "./reminders/reminder-notification";
export * from "./reminders/reminder-schemas";
export { travelToStop } from "./reminders/ride-stops";
export { departureMinutes } from "./schedule/departures";
export { servingDirections } from "./schedule/serving-directions";
export { firstTrains, lastTrainSoon, nextTrainToday, type ScheduledTrain } from "./schedule/station-times";
export { type AccuracyAnswer, accuracyAnswerSchema } from "./schemas/accuracy";
export {
  apiRefusalSchema,
  feedbackAnswerSchema,
  healthAnswerSchema,
  sessionAnswerSchema,
} from "./schemas/api-answers";
export {
  accountNameSchema,
  type Credentials,
  credentialsSchema,
  passwordSchema,
  signUpSchema,
} from "./schemas/credentials";
export { crowdingQuerySchema, type StationCrowdingAnswer, stationCrowdingSchema } from "./schemas/crowding";
export { type FeedbackInput, feedbackInputSchema } from "./schemas/feedback-input";
export { gtfsRealtimeQuerySchema } from "./schemas/gtfs-realtime-query";
export { type JourneyPlanAnswer, journeyPlanSchema } from "./schemas/journey-plan";
export { type JourneysQuery, journeysQuerySchema } from "./schemas/journeys-query";
export { type LineSightings, lineSightingsSchema } from "./schemas/line-sightings";
export { type LineStatus, lineStatusesSchema, lineStatusSchema } from "./schemas/line-status";
export { reportIdSchema } from "./schemas/report-id";
export { type ReportInput, reportInputSchema } from "./schemas/report-input";
export { type ReportRow, reportRowSchema, reportRowsSchema } from "./schemas/report-row";
export { reportsQuerySchema } from "./schemas/reports-query";
export { sightingsQuerySchema } from "./schemas/sightings-query";
export { isStorableText } from "./schemas/storable-text";
export {
  type AuditAction,
  type AuditEntry,
  accountRolesSchema,
  type ModeratedReport,
  type ModerationOverview,
  moderationOverviewSchema,
  type ReportVotes,
  reportVotesSchema,
  type WithdrawnReport,
  withdrawnReportSchema,
} from "./schemas/trust-answers";
export {
  moderationReasonSchema,
  moderationTargetSchema,
  suspensionInputSchema,
  voteInputSchema,
} from "./schemas/trust-input";
export { searchStations } from "./search/station-search";
export { simulateSecondWorldDay } from "./simulation/second-world/simulate-second-world-day";
export { simulateServiceDay } from "./simulation/simulate-service-day";
export { manilaDate, manilaDayStartMs, manilaWeekday } from "./time/manila-time";
export { type CorroboratedReport, withCorroboratedCancellations } from "./trust/corroborated-cancellations";
export { inboxOf } from "./trust/inbox-of";
export { isDisputedAway, TRUST_RULES, VOTES, type Vote, type WithdrawalReason } from "./trust/trust-rules";
export { linesScreenChoice, NOT_FOUND_PAGE, webPageOf, webPages } from "./web-pages";

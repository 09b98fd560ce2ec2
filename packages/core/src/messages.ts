import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  REPORT_LIMITS,
} from "./constants";
import { MAX_REMINDERS_PER_DEVICE } from "./reminders/reminder-constants";

/**
 * Every user-facing message of docs/product.md, word for word, plus the few our own
 * backend adds (rate limits, sign-in required). Tests find elements by these texts.
 */
export const MESSAGES = {
  connectionLost: "Unable to connect to the database. Please check your connection and try again later.",
  databaseConnectionFailed: "Database connection failed. Please check your network connection and try again.",
  invalidResponseFormat: "Invalid response format from the server",
  unexpectedFetchEtas: "An unexpected error occurred while fetching ETAs",
  unexpectedSubmitReport: "An unexpected error occurred while submitting the report",
  failedToFetchEtas: "Failed to fetch ETAs",
  fillRequiredFields: "Please fill in all required fields",
  reportIdsRequired: "Line ID and Station ID are required for report submission",
  invalidEtaParams: "Invalid parameters: line ID and station ID are required",
  locationDenied: "Location access denied. Please enable location services.",
  locationUnavailable: "Unable to determine your location. Please try again.",
  locationTimeout: "Location request timed out. Please try again.",
  locationGeneric: "Error getting your location",
  geolocationUnsupported: "Geolocation is not supported by your browser",
  approximateLocation: "Using approximate location. Enable GPS for better accuracy.",
  /** docs/product.md: the screen wording of the 'Email not confirmed' error. */
  emailNotConfirmed:
    "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
  signUpSuccess:
    "Thanks for signing up! Please check your email to confirm your account before signing in. This helps us maintain data quality for train reports.",
  unexpectedApplicationError: "Unexpected Application Error!",
  stationClosed: "Station is currently closed",
  noTrains: "No trains currently en route",
  expectedWait: "Expected wait time: 5-10 minutes",
  reportSubmitted: "Report Submitted!",
  reportThanks: "Thank you for helping improve ETAs.",
  reportIntro:
    "Help other commuters by reporting train departures you've witnessed. This improves ETA accuracy for everyone.",
  linesHelp:
    "Select a station to view estimated train arrival times based on schedules and real-time reports from other commuters.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordBlank: "Password must not be only spaces",
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  nameInvalid: `Name must be 1 to ${MAX_NAME_LENGTH} characters`,
  textNotStorable: "Text must not contain NUL characters or broken Unicode",
  feedbackMessageRequired: "Please describe the problem",
  feedbackMessageTooLong: `Please keep the description under ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`,
  feedbackContactInvalid: "Contact must be a valid email address",
  feedbackPageInvalid: "Page must be a path of the app, such as /settings",
  bodyNotObject: "The request body must be a JSON object",
  signInRequired: "Please sign in to submit a report",
  reportIdInvalid: "Last-Event-ID must be the id of a report",
  databaseUnavailable: "The database is not answering. Please try again shortly.",
  foreignOrigin: "This request must come from the Riles app itself",
  tooManyReportsSameTarget: `You already reported this train in the last ${REPORT_LIMITS.sameTargetWindowMs / 60_000} minutes. Please wait before reporting it again.`,
  tooManyReportsPerHour: `You have reached the limit of ${REPORT_LIMITS.perHourMax} reports per hour. Please try again later.`,
  pushSubscriptionInvalid: "The push subscription is not valid",
  pushEndpointRefused: "Notifications cannot be sent to this push service address",
  reminderLeadInvalid: "Lead time must be 2, 5 or 10 minutes",
  reminderDaysInvalid: "Choose at least one day, each once",
  reminderWindowInvalid: "The time window must be like 07:30 to 08:00, starting before it ends",
  reminderTrainInvalid: "Choose a coming train",
  getOffStationInvalid: "Choose a station further along this train's way to get off at",
  reminderNotFound: "No such reminder on this device",
  tooManyReminders: `This device already has ${MAX_REMINDERS_PER_DEVICE} reminders. Delete one before adding another.`,
  noTrainToRemind: "No train is left to remind you of at that time",
} as const;

export type MessageKey = keyof typeof MESSAGES;

const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * The key of one of MESSAGES' texts. A check that failed (a zod issue, a refusal) carries only its English
 * words, so they are the message's identity when it is shown in another language.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_OF_MESSAGE.get(text);
}

export const LINES_HELP_TEXT = MESSAGES.linesHelp;

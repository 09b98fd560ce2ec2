/**
 * The web app's messages of docs/product.md, word for word; tests find elements by these texts. Refusals
 * and validation issues are worded by their code in ./refusal-texts.ts.
 */
export const MESSAGES = {
  connectionLost: "Unable to connect to the database. Please check your connection and try again later.",
  databaseConnectionFailed: "Database connection failed. Please check your network connection and try again.",
  invalidResponseFormat: "Invalid response format from the server",
  unexpectedFetchEtas: "An unexpected error occurred while fetching ETAs",
  unexpectedSubmitReport: "An unexpected error occurred while submitting the report",
  failedToFetchEtas: "Failed to fetch ETAs",
  fillRequiredFields: "Please fill in all required fields",
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
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const LINES_HELP_TEXT = MESSAGES.linesHelp;

import { MIN_PASSWORD_LENGTH } from "../../constants";
import type { DayKind } from "../../crowding/usual-crowding";
import type { CrowdLevel, Direction, ReportStatus } from "../../domain-types";
import { DIRECTION_LABELS } from "../../lines/directions";
import type { AuditAction } from "../../schemas/trust-answers";
import type { WithdrawalReason } from "../../trust/trust-rules";
import { manilaClockFormat, manilaDateTimeFormat, timeAgoFormat } from "../format/manila-format";
import { pluralFormat } from "../format/plural";
import { MESSAGES, type MessageKey } from "./messages";

const plural = pluralFormat("en");

/**
 * Every text of the web app in English, word for word as docs/product.md has it (tests find elements by
 * these texts), with core's MESSAGES. Values are strings, or functions where a text takes a value.
 * `../fil/web-texts.ts` must have exactly these keys (docs/decisions/030-filipino-and-english.md).
 */
export const WEB_TEXTS_EN = {
  ...(MESSAGES as Record<MessageKey, string>),
  serverRefused: (status: number) => `The server refused the request (HTTP ${status})`,
  serverUnavailable: "Riles is unavailable for a moment. Please try again shortly.",

  clockTime: manilaClockFormat("en-PH"),
  timeAgo: timeAgoFormat("en", "just now"),
  minutesInWords: (minutes: number) =>
    plural(minutes, { one: `${minutes} minute`, other: `${minutes} minutes` }),
  distanceAway: (km: string) => `${km} km away`,
  /** Standing at a station: "0.0 km away" reads as a fault (docs/decisions/160-a-distance-never-0-km.md). */
  distanceUnder: (km: string) => `Less than ${km} km away`,

  skipToMain: "Skip to main content",
  mainNavigation: "Main",
  tabLines: "Lines",
  tabMap: "Map",
  tabReport: "Report",
  tabSettings: "Settings",
  loading: "Loading…",
  loadingDots: "Loading...",
  goToLines: "Go to Lines",
  /** Under the error screen's heading at an address no screen is at. */
  pageNotFound: "404 Not Found",
  back: "Back",
  error: "Error",

  selectLine: "Select a Train Line",
  selectStation: "Select a Station",
  howItWorks: "How it works",
  hideHowItWorks: "Hide How it works",
  searchLineStations: (line: string) => `Search ${line} stations`,
  searchStations: "Search stations...",
  noStationMatches: (search: string) => `No station matches “${search}”.`,
  onOtherLines: "On other lines",
  lineStations: (line: string) => `${line} stations`,
  lineTrouble: { delayed: "Delays reported", cancelled: "Cancellations reported" },
  lineTroubleNotes: "Line trouble reported",
  lineStatusFailed: "Line status could not be loaded",
  rolesFailed: "Your account's roles could not be loaded",

  planJourney: "Plan a journey",
  goSomewhereFromHere: "Go somewhere from here",

  favourites: "Favourites",
  nextTrainsAt: (station: string) => `Next trains at ${station}`,
  addFavourite: (station: string) => `Add ${station} to favourites`,
  removeFavourite: (station: string) => `Remove ${station} from favourites`,

  findingLocation: "Finding your location",
  locationError: "Location Error",
  tryAgain: "Try Again",
  alsoNearby: "Also nearby",
  nearestStationFound: (station: string, line: string) => `Nearest station: ${station}, ${line}`,
  nearestStation: "Nearest Station",
  noStationNear: (km: number) => `No station within ${km} km of you.`,
  loadingNextTrains: "Loading next trains…",
  updateLocation: "Update Location",

  directions: { ...DIRECTION_LABELS } as Record<Direction, string>,
  statuses: { "on-time": "On Time", delayed: "Delayed", cancelled: "Cancelled" } as Record<
    ReportStatus,
    string
  >,
  crowdLevels: { empty: "Empty", moderate: "Moderate", crowded: "Crowded", packed: "Packed" } as Record<
    CrowdLevel,
    string
  >,
  closed: "Closed",
  noTrainWithin10Min: "no train within 10 min",
  noTrainWithin10Minutes: "no train within 10 minutes",
  now: "Now",
  minutesShort: (minutes: number) => `${minutes} min`,
  minuteUnit: "min",
  toTerminus: (terminus: string) => `to ${terminus}`,
  arriving: "Arriving",
  inMinutesAt: (minutes: string, time: string) => `in ${minutes} · ${time}`,
  nextTrain: "Next Train",
  operatingHours: "Operating hours: ",
  firstTrain: "First train",
  nextScheduledTrain: "Next scheduled train: ",
  refresh: "Refresh",
  reportDepartureAt: (station: string) => `Report a departure at ${station}`,
  reportDirectionDeparture: (direction: Direction) => {
    const label = DIRECTION_LABELS[direction].toLowerCase();
    // "an eastbound", "a northbound": the article follows the direction's first sound.
    return `Report ${/^[aeiou]/.test(label) ? "an" : "a"} ${label} departure`;
  },
  lastTrain: (time: string) => `Last train ${time}`,
  noTrainWithin10: "No train within 10 minutes",
  nextScheduledAt: (time: string) => ` · next scheduled ${time}`,
  scheduleOnly: "Schedule only",
  reportedAgo: (minutes: number) => (minutes < 1 ? "reported just now" : `reported ${minutes} min ago`),
  seenLeaving: (station: string, minutes: number) =>
    minutes < 1 ? `Seen leaving ${station} just now` : `Seen leaving ${station} ${minutes} min ago`,
  crowdWhenItLeft: (level: string, station: string, minutes: number) =>
    minutes < 1
      ? `${level} when it left ${station}, just now`
      : `${level} when it left ${station}, ${minutes} min ago`,
  /** Why a request failed, in a commuter's words, and the arrivals while they are the schedule's (decision 165). */
  network: {
    offline: "Your phone is offline. Check your mobile data or Wi-Fi.",
    noAnswer: "The Riles server did not answer. Your connection may be slow or weak.",
    dataUnavailable: "The Riles server answered, but it cannot reach its data right now.",
    scheduleWaiting: "Schedule times, not live: the live reports are slow to come. Still trying…",
    scheduleFailed: "Schedule times, not live: the live reports could not be loaded. Still trying…",
    retrying: "Trying again…",
    sessionUnknown: "Could not check whether you are signed in",
  },
  updatedAgo: (ago: string) => `Updated ${ago}`,
  lastUpdatedAt: (time: string) => `Last updated at ${time}`,
  arrivalsShown: (station: string) => `Arrivals at ${station} are shown`,
  /** Said while a Refresh the rider pressed is under way; the arrivals line is said again when it ends. */
  refreshingArrivals: (station: string) => `Refreshing the arrivals at ${station}…`,
  loadingArrivals: "Loading arrivals…",

  usuallyHere: "Usually at this station",
  codeNotLoaded: "This part of Riles could not be loaded",
  usualCrowdNotLoaded: "How full trains usually are could not be loaded on this connection.",
  loadingUsualCrowd: "Loading how full trains usually are…",
  usualCrowdFailed: "How full trains usually are could not be loaded",
  usuallyAround: (level: string, hour: string, dayKind: DayKind) =>
    `Usually ${level.toLowerCase()} around ${hour} on ${dayKind === "weekday" ? "weekdays" : "weekends"}`,
  notEnoughReports: "Not enough reports yet",
  crowdBasis: (reports: number, dayKind: DayKind) =>
    plural(reports, {
      one: `Based on ${reports} ${dayKind} report from the last 8 weeks`,
      other: `Based on ${reports} ${dayKind} reports from the last 8 weeks`,
    }),
  crowdByHour: (dayKind: DayKind) =>
    `Usual crowd by hour on ${dayKind === "weekday" ? "weekdays" : "weekends"}`,
  hourColumn: "Hour",
  usuallyColumn: "Usually",
  reportsColumn: "Reports",
  currentHour: (hour: string) => `${hour} (now)`,

  reportTitle: "Report Train Departure",
  trainLine: "Train Line",
  station: "Station",
  direction: "Direction",
  trainStatus: "Train Status",
  crowdLevel: "Crowd Level",
  chooseLinePlaceholder: "Select a line",
  chooseStationPlaceholder: "Select a station",
  chooseDirectionPlaceholder: "Select a direction",
  directionTo: (direction: string, terminus: string) => `${direction} (to ${terminus})`,
  submitReport: "Submit Report",
  missingField: {
    lineId: "Choose a train line",
    stationId: "Choose a station",
    direction: "Choose a direction",
  },
  missingFields: (names: string) => `${MESSAGES.fillRequiredFields}. Missing: ${names}.`,

  developer: "Developer",
  developerProfile: "Developer's professional profile",
  opensInNewTab: "(opens in a new tab)",
  reportBug: "Report a Bug",
  reportBugHelp: "Help us improve the product by reporting any issues",
  bugReportForm: "Bug report form",
  about: "About",
  aboutText:
    "Riles helps you navigate Metro Manila's train systems with real-time updates and crowd-sourced information",
  version: (version: string) => `Version ${version}`,
  language: "Language",
  feedbackSent: "Thank you! Your report was sent.",
  whatWentWrong: "What went wrong?",
  feedbackContact: "Your email (optional, if you want an answer)",
  sending: "Sending…",
  sendReport: "Send report",
  feedbackFailed: (status: number) => `The report could not be sent (HTTP ${status}). Please try again.`,

  account: "Account",
  signedInAs: "Signed in as ",
  signOut: "Sign out",
  signInToReportDepartures: "Sign in to report train departures.",
  signInLink: "Sign in",
  deleteAccountWarning:
    "Deleting your account removes your email address and password and signs you out on every device. The departures you reported stay for other commuters, linked to nobody. This cannot be undone.",
  accountDeleted: "Your account is deleted.",
  deleteAccount: "Delete account",
  yourPassword: "Your password",
  deleteMyAccount: "Delete my account",
  changePassword: "Change password",
  currentPassword: "Current password",
  passwordChangedElsewhereSignedOut:
    "Your password is changed. Your other devices are signed out: sign in there with the new password.",
  cancel: "Cancel",

  addressConfirmed: "Your email address is confirmed. You can sign in now.",
  confirmationLinkFailed:
    "This confirmation link is invalid or has expired. Sign in to have a new one sent to you.",
  resetLinkFailed: "This password reset link is invalid, used or has expired. Ask for a new one below.",
  signInToReport: "Sign in to report a departure",
  signInToModerate: "Sign in to moderate reports",
  confirmationSentAgain:
    "If this address still needs confirming, a new link is on its way. Check your inbox and spam folder.",
  authTitles: {
    "sign-in": "Sign In",
    "sign-up": "Create Account",
    forgot: "Reset Password",
    reset: "Choose a New Password",
  },
  sendLinkAgain: "Send the link again",
  email: "Email",
  password: "Password",
  showPassword: "Show password",
  signUpButton: "Sign Up",
  signInButton: "Sign In",
  forgotPassword: "Forgot password?",
  noAccount: "Don't have an account? Sign up",
  haveAccount: "Already have an account? Sign in",
  backToSignIn: "Back to sign in",
  resetMailSent:
    "If an account uses this address, we sent it a link to choose a new password. The link works for one hour.",
  forgotIntro: "Enter your email address and we will send you a link to choose a new password.",
  sendResetLink: "Send reset link",
  passwordChanged: "Your password is changed. Sign in with your new password.",
  newPassword: "New password",
  passwordLengthHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  setNewPassword: "Set new password",

  newVersion: "A new version of Riles is available.",
  reload: "Reload",
  later: "Later",

  linesOnMap: "Lines shown on the map",
  allLines: "All Lines",
  stationsByLine: "Stations by line",
  seeArrivals: "See arrivals",
  // The map's own controls, which Leaflet would otherwise name in English whatever the language.
  mapZoomIn: "Zoom in",
  mapZoomOut: "Zoom out",
  mapClosePopup: "Close popup",

  stillTrue: "Still true?",
  yes: "Yes",
  no: "No",
  confirmedBy: (riders: number) =>
    plural(riders, { one: `Confirmed by ${riders} rider`, other: `Confirmed by ${riders} riders` }),
  disputedBy: (riders: number) =>
    plural(riders, { one: `Disputed by ${riders} rider`, other: `Disputed by ${riders} riders` }),
  reportWithdrawn: {
    disputed: "A report here was disputed by riders and no longer counts",
    hidden: "A moderator removed a report here",
    suspended: "A report here no longer counts: its account is suspended",
  } as Record<WithdrawalReason, string>,
  dateTime: manilaDateTimeFormat("en-PH"),

  tabModerate: "Moderate",
  moderation: {
    title: "Moderate reports",
    intro:
      "Reports of the last 24 hours, newest first. A hidden report, or one of a suspended account, stops counting in every estimate, line mark and feed at once, and stays in the audit log.",
    loading: "Loading reports…",
    failed: "The moderation list could not be loaded",
    empty: "No reports in the last 24 hours.",
    reports: "Recent reports",
    accountAge: (age: string) => `Account created ${age}`,
    reportsLast24h: (count: number) => `Reports in the last 24 hours: ${count}`,
    disputedReports: (count: number) => `Reports disputed away: ${count}`,
    deletedAccount: "Account deleted",
    ownReport: "Your own report",
    counts: "Counts",
    disputedAway: "Disputed away",
    hidden: (reason: string) => `Hidden: ${reason}`,
    suspendedUntil: (until: string, reason: string) => `Account suspended until ${until}: ${reason}`,
    hide: "Hide",
    unhide: "Unhide",
    suspend: "Suspend",
    lift: "Lift suspension",
    reason: "Reason",
    period: "Period",
    days: (days: number) => plural(days, { one: `${days} day`, other: `${days} days` }),
    confirmHide: "Hide report",
    confirmUnhide: "Unhide report",
    confirmSuspend: "Suspend account",
    confirmLift: "Lift suspension",
    audit: "Audit log",
    auditEmpty: "No actions yet.",
    operator: "Operator (command line)",
    actions: {
      hide: "hid a report",
      unhide: "unhid a report",
      suspend: "suspended an account",
      "lift-suspension": "lifted a suspension",
      "grant-moderator": "made a moderator",
      "revoke-moderator": "removed a moderator",
    } as Record<AuditAction, string>,
    until: (until: string) => `until ${until}`,
  },

  accuracy: {
    link: "How accurate are the estimates?",
    title: "How accurate are the estimates?",
    linesHeading: "Accuracy by line",
    intro:
      "Every time a rider reports a train leaving a station, Riles looks back at the next train it showed at that station, in that direction, in the minutes before that train came. Riders report a little after the train, and Riles learns by how much from the reports. The estimate counts as right when the train came within the window of the ETA Accuracy Benchmark: from 30 seconds early to 90 seconds late when it was under 3 minutes away, 60 seconds early to 150 seconds late at 3 to 6 minutes, and 60 seconds early to 210 seconds late at 6 to 10 minutes. Some reports come late or name the wrong station, which makes a right estimate look wrong: the figure allows for how often the reports show that happening.",
    window: (since: string) => `Reports since ${since}`,
    loading: "Loading the figures…",
    failed: "The figures could not be loaded",
    right: (percent: number) => `About ${percent}% right`,
    range: (low: number, high: number) => `Between ${low}% and ${high}% right`,
    rangeWhy: "Too few reports yet to say more closely",
    basis: (reports: number, estimates: number) =>
      `${plural(reports, { one: `${reports} report`, other: `${reports} reports` })}, ${plural(estimates, { one: `${estimates} estimate checked`, other: `${estimates} estimates checked` })}`,
    limitsHeading: "What this cannot tell",
    limits: [
      "Riders' own departure reports are the only truth Riles has: where nobody reports a train, nothing is scored.",
      "Reports cluster at busy stations and busy hours, so the figures say most about those.",
      "How late riders report, and how often they are mistaken, is learned from the reports themselves; where that is learned wrong, so is the figure.",
      "A train nobody reported cannot be checked. When trains keep the timetable, Riles looks back only as far as the train before; otherwise up to 10 minutes, and a train nobody reported may have come in between.",
      "On simulated weeks, where the true figure is known, this figure came within 8 points of it on every line, in weeks when trains kept the timetable and in weeks run by headway. One day's reports give only a range; it held the true figure on 76 of 84 simulated days.",
    ],
  },

  reminders: {
    remindMe: "Remind me",
    remindMeAbout: (direction: string) => `Remind me: ${direction}`,
    /** Where a screen shows more than one station's rides (a journey), the button names its station too. */
    remindMeAt: (direction: string, station: string) => `Remind me: ${direction} at ${station}`,
    /** A favourite's button, about either direction: each favourite's names its station. */
    remindMeAtStation: (station: string) => `Remind me at ${station}`,
    nextTrain: "Next train",
    regularTrip: "Regular trip",
    kind: "Remind me of",
    direction: "Direction",
    days: "Days",
    dayNames: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    weekdays: "Weekdays",
    from: "From",
    to: "To",
    lead: "Notify me",
    leadMinutes: (minutes: number) => `${minutes} min before the train`,
    save: "Save reminder",
    saving: "Saving…",
    cancel: "Cancel",
    saved: (minutes: number) => `Reminder saved. Riles will notify you ${minutes} min before the train.`,
    unavailable:
      "This browser cannot show Riles notifications while Riles is closed. On an iPhone, add Riles to the Home Screen (Share, then Add to Home Screen) and open it from there. In a private window, open Riles in a normal one.",
    denied:
      "Notifications are blocked for Riles. Allow them in your browser's settings for this site to get reminders while Riles is closed.",
    inPageOffer: "Remind me in this page instead",
    inPageSet: (time: string) =>
      `Riles will sound an alert here at ${time}, as long as this page stays open.`,
    inPageNone: "No train is left to remind you of now.",
    inPageAlert: (station: string, minutes: number) => `Next train at ${station} in ${minutes} min`,
    dismiss: "Dismiss",
    wakeMe: "Wake me before my stop",
    train: "Train",
    trainAt: (time: string) => `The ${time} train`,
    getOffAt: "Get off at",
    wakeSave: "Wake me",
    wakeSaved: (stop: string) => `Riles will notify you one station before ${stop} and when you arrive.`,
    heading: "Reminders",
    none: "No reminders on this device.",
    notReady: "This device could not get ready for notifications. Reload the page and try again.",
    loadFailed: "Could not load this device's reminders.",
    pause: "Pause",
    resume: "Resume",
    delete: "Delete",
    paused: "Paused",
    deletedOne: "Reminder deleted.",
    deleteEverything: "Delete everything this device saved",
    deletedEverything: "Everything this device saved is deleted.",
    summaryNext: (direction: string, station: string, minutes: number) =>
      `${direction} at ${station}: next train, ${minutes} min before`,
    summaryRegular: (
      direction: string,
      station: string,
      days: string,
      from: string,
      to: string,
      minutes: number,
    ) => `${direction} at ${station}: ${days}, ${from}–${to}, ${minutes} min before`,
    summaryGetOff: (station: string, stop: string) => `From ${station}, get off at ${stop}`,
    nextAt: (time: string) => `Next: ${time}`,
    nextTomorrowAt: (time: string) => `Next: tomorrow, ${time}`,
    nextOnDayAt: (day: string, time: string) => `Next: ${day}, ${time}`,
  },
};

/** The shape both languages share: a key missing from, or added to, the Filipino one fails the typecheck. */
export type WebTexts = typeof WEB_TEXTS_EN;

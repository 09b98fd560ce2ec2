import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_JSON_BODY_KB,
  MAX_JSON_DEPTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
} from "../../constants";
import type { Direction } from "../../domain-types";
import { DIRECTION_LABELS } from "../../lines/directions";
import { manilaDateTimeText } from "../../refusals/manila-date-time";
import { firstFields, type InputKindWords, inputWords, type ShownInput } from "../../refusals/shown-input";
import { MAX_REMINDERS_PER_DEVICE } from "../../reminders/reminder-constants";
import { TRUST_RULES } from "../../trust/trust-rules";

/** The fields whose allowed values a refusal lists. */
export type ListedField = "status" | "crowd_level" | "format" | "kind" | "medium" | "rider";

interface RefusedStation {
  line: string;
  station: string;
  direction: Direction;
  serving: readonly Direction[];
}

const FIELD_NAMES: Record<ListedField, string> = {
  status: "Train status",
  crowd_level: "Crowd level",
  format: "format",
  kind: "Reminder kind",
  medium: "Fare medium",
  rider: "Rider",
};
const KIND_WORDS: InputKindWords = { nothing: "nothing", list: "a list", object: "an object" };
const shown = (input: ShownInput, quote = false) => inputWords(input, KIND_WORDS, quote);

const manilaDateTime = manilaDateTimeText("en-PH");

function minutesOrSeconds(seconds: number): string {
  if (seconds % 60 !== 0) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return seconds === 60 ? "1 minute" : `${seconds / 60} minutes`;
}

/**
 * The English words of every refusal and validation issue, by its code (docs/decisions/037-refusals-by-code.md).
 * A text that takes a value is a function of the refusal's params; the codes are the API's `code`, stable.
 * The server's `error` is these words; the Filipino table must have the same keys and params.
 */
export const REFUSAL_TEXTS_EN = {
  reportIdsRequired: "Line ID and Station ID are required for report submission",
  invalidEtaParams: "Invalid parameters: line ID and station ID are required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordBlank: "Password must not be only spaces",
  passwordTooCommon:
    "This password is one of the most common ones, which are guessed first. Please choose another.",
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  nameInvalid: `Name must be 1 to ${MAX_NAME_LENGTH} characters`,
  textNotStorable: "Text must not contain NUL characters or broken Unicode",
  feedbackMessageRequired: "Please describe the problem",
  feedbackMessageTooLong: `Please keep the description under ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`,
  feedbackContactInvalid: "Contact must be a valid email address",
  feedbackPageInvalid: "Page must be a path of the app, such as /settings",
  bodyNotObject: "The request body must be a JSON object",
  bodyTooDeep: `The request body must not nest lists and objects more than ${MAX_JSON_DEPTH} deep`,
  signInRequired: "Please sign in to submit a report",
  reportIdInvalid: "Last-Event-ID must be the id of a report",
  databaseUnavailable: "The database is not answering. Please try again shortly.",
  streamsFull: "This server is following as many live screens as it can. Please try again shortly.",
  streamsFromAddress:
    "Too many live screens are open from your network. Please close one, or sign in, and try again shortly.",
  streamsFromAccount:
    "Too many live screens are open on your account. Please close one and try again shortly.",
  streamsFromNetworkAccounts:
    "Too many live screens are open from your network, signed in or not. Please close one and try again shortly.",
  connectionsFromAddress: "Too many connections are open from your network. Please try again shortly.",
  foreignOrigin: "This request must come from the Riles app itself",
  tooManyReportsSameTarget: ({ seconds }: { seconds: number }) =>
    `You already reported this train in the last ${minutesOrSeconds(seconds)}. Please wait before reporting it again.`,
  tooManyReportsPerHour: ({ max }: { max: number }) =>
    `You have reached the limit of ${max} reports per hour. Please try again later.`,
  tooManyReportsFromNetwork:
    "Many reports have come from your network in the last hour. Please try again later.",
  tooManyCancellations: ({ max }: { max: number }) =>
    `You have reported cancelled trains ${max} times in the last 30 minutes. If trains are still cancelled, other riders' reports will show it.`,
  tooManySignIns: "Too many sign-in attempts. Please wait a few minutes.",
  tooManySignInsToAccount:
    "Too many wrong passwords for this account. Please wait a little before trying again, or reset your password.",
  tooManyPasswordChecks: "Too many password attempts. Please wait a few minutes.",
  tooManySignUps: "Too many accounts created. Please try again later.",
  tooManyConfirmationMails: "Too many confirmation mails requested. Please wait a few minutes.",
  tooManyResetMails: "Too many password reset mails requested. Please wait a few minutes.",
  tooManyMailsToAddress:
    "We have sent several mails to this address in the last hour. Please check your inbox, or try again later.",
  confirmationMailNotSent:
    "We could not send the confirmation mail to this address, so nothing was saved. Please check the address and try again in a few minutes.",
  tooManyBugReports: "Too many bug reports. Please try again later.",
  tooManyAccountChanges: "Too many changes to accounts from your network. Please wait a few minutes.",
  tooManyReminderRequests: "Too many reminders created. Please try again later.",
  tooManyJourneyRequests: "Too many journeys asked from this connection. Please wait a minute.",
  tooManyRequests: "Too many requests from this connection. Please wait a minute.",
  pushSubscriptionInvalid: "The push subscription is not valid",
  pushEndpointRefused: "Notifications cannot be sent to this push service address",
  reminderLeadInvalid: "Lead time must be 2, 5 or 10 minutes",
  reminderDaysInvalid: "Choose at least one day, each once",
  reminderWindowInvalid: "The time window must be like 07:30 to 08:00, starting before it ends",
  reminderTrainInvalid: "Choose a coming train",
  getOffStationInvalid: "Choose a station further along this train's way to get off at",
  reminderNotFound: "No such reminder on this device",
  reminderPausedInvalid: "Say whether the reminder is paused: true or false",
  tooManyReminderIds: ({ max }: { max: number }) => `Delete at most ${max} reminders at once`,
  tooManyReminders: `This device already has ${MAX_REMINDERS_PER_DEVICE} reminders. Delete one before adding another.`,
  noTrainToRemind: "No train is left to remind you of at that time",
  tooManyVotes: "Too many votes. Please try again later.",
  tooManyVotesFromNetwork: "Many votes have come from your network in the last hour. Please try again later.",
  tooManyModerationActions: "Too many moderation actions. Please wait a few minutes.",
  voteInvalid: "Vote must be confirm or dispute",
  voteOwnReport: "You cannot vote on your own report",
  voteWindowOver: `Only reports of the last 30 minutes can be confirmed or disputed`,
  reportNotFound: "No such report",
  /** `until` is the suspension's end as an ISO instant; the words give it in Manila time. */
  accountSuspended: ({ until }: { until: string }) =>
    `Your account is suspended until ${manilaDateTime(until)} (Manila time). You can still sign in and read.`,
  moderatorsOnly: "Only moderators can do this",
  moderationOwnReport: "Moderators cannot act on their own reports",
  moderationIdInvalid: "The address must name a report or a suspension by its id",
  moderationReasonRequired: "Please give a reason",
  moderationReasonTooLong: `Please keep the reason under ${MODERATION_REASON_MAX_LENGTH} characters`,
  suspensionDaysInvalid: `A suspension lasts ${TRUST_RULES.suspensionDays.slice(0, -1).join(", ")} or ${TRUST_RULES.suspensionDays.at(-1)} days`,
  reportAlreadyHidden: "This report is already hidden",
  reportNotHidden: "This report is not hidden",
  accountAlreadySuspended: "This account is already suspended",
  suspensionNotFound: "No such suspension in force",
  jsonContentTypeRequired: "The request must have Content-Type: application/json",
  bodyTooLarge: `The request body must be at most ${MAX_JSON_BODY_KB} KB`,
  bodyNotJson: "The request body must be a JSON object: the body is not valid JSON",
  requestIncomplete: "The request was not received in full",
  imageTooLong: "Image must be a URL of at most 300 characters",
  languageInvalid: "Language must be en or fil",
  serverError: "Something went wrong on our side. Please try again.",
  noApiRoute: ({ method, path }: { method: string; path: string }) => `No API route ${method} ${path}`,
  unknownLine: (input: ShownInput) => `Unknown train line: ${shown(input)}`,
  unknownStation: (input: ShownInput & { line: string }) =>
    `Unknown station for ${input.line}: ${shown(input)}`,
  queryRepeated: (input: ShownInput) =>
    `${shown(input)} was given more than once: give it once, such as ?${shown(input)}=…`,
  journeyEndsRequired:
    "Choose both ends of the journey: from_line, from_station, to_line and to_station are required",
  journeySameStation: "The journey must end at another station than the one it starts from",
  journeyTimeInvalid: "at must be a date and time with its offset, such as 2026-11-30T08:00:00+08:00",
  journeyTimeOutOfRange: "at must be no more than a day ago and no more than 30 days from now",
  directionRequired: "Direction is required",
  unknownDirection: (input: ShownInput) => `Unknown direction: ${shown(input)}`,
  wrongDirection: ({
    line,
    runs,
    direction,
  }: {
    line: string;
    runs: readonly Direction[];
    direction: Direction;
  }) => `${line} trains run ${runs.join(" or ")}, not ${direction}`,
  notServedDirection: ({ line, station, direction, serving }: RefusedStation) =>
    `${DIRECTION_LABELS[direction]} ${line} trains end at ${station}; no train leaves it ${direction}. Choose ${serving.map((served) => DIRECTION_LABELS[served]).join(" or ")}.`,
  notOneOf: ({
    field,
    allowed,
    input,
  }: {
    field: ListedField;
    allowed: readonly string[];
    input?: ShownInput;
  }) =>
    `${FIELD_NAMES[field]} must be one of: ${allowed.join(", ")}${input ? ` (received ${shown(input, true)})` : ""}`,
  unknownFields: ({ fields }: { fields: readonly string[] }) => {
    const { shown, more } = firstFields(fields);
    return `Unknown field${fields.length > 1 ? "s" : ""}: ${shown}${more ? ` and ${more} more` : ""}`;
  },
  /** A check of a library's own (no words of ours): its English detail, when it gave one. */
  invalidInput: ({ detail }: { detail?: string }) => detail ?? "Invalid input",
};

export type RefusalTexts = typeof REFUSAL_TEXTS_EN;

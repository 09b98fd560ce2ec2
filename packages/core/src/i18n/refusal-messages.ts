import { MAX_JSON_BODY_KB, MODERATION_REASON_MAX_LENGTH } from "../constants";
import { MESSAGES, type MessageKey, messageKeyOf } from "../messages";
import { TRUST_RULES } from "../trust/trust-rules";

/**
 * Refusals only the server words (rate limits, malformed requests). Apart from MESSAGES so the web app's
 * first screen does not carry them: it shows the English `error` the server sends, and looks a refusal's
 * `code` up only for another language (docs/decisions/033-languages-on-the-server.md).
 */
export const REFUSAL_MESSAGES = {
  tooManySignIns: "Too many sign-in attempts. Please wait a few minutes.",
  tooManyPasswordChecks: "Too many password attempts. Please wait a few minutes.",
  tooManySignUps: "Too many accounts created. Please try again later.",
  tooManyConfirmationMails: "Too many confirmation mails requested. Please wait a few minutes.",
  tooManyResetMails: "Too many password reset mails requested. Please wait a few minutes.",
  tooManyBugReports: "Too many bug reports. Please try again later.",
  tooManyReminderRequests: "Too many reminders created. Please try again later.",
  jsonContentTypeRequired: "The request must have Content-Type: application/json",
  bodyTooLarge: `The request body must be at most ${MAX_JSON_BODY_KB} KB`,
  bodyNotJson: `${MESSAGES.bodyNotObject}: the body is not valid JSON`,
  requestIncomplete: "The request was not received in full",
  imageTooLong: "Image must be a URL of at most 300 characters",
  languageInvalid: "Language must be en or fil",
  serverError: "Something went wrong on our side. Please try again.",
  noApiRoute: "No such API route",
  tooManyVotes: "Too many votes. Please try again later.",
  tooManyModerationActions: "Too many moderation actions. Please wait a few minutes.",
  voteInvalid: "Vote must be confirm or dispute",
  voteOwnReport: "You cannot vote on your own report",
  voteWindowOver: "Only reports of the last 30 minutes can be confirmed or disputed",
  reportNotFound: "No such report",
  /** The words the server sends also say until when (params.until); see accountSuspendedMessage. */
  accountSuspended: "Your account is suspended. You can still sign in and read.",
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
  /** The code of a refusal whose words name the value sent (an unknown line, a field not asked for). */
  invalidInput: "Invalid input",
} as const;

export type RefusalMessageKey = keyof typeof REFUSAL_MESSAGES;
/** The stable, machine-readable `code` of every refusal our own routes send. */
export type RefusalCode = MessageKey | RefusalMessageKey;

export const REFUSAL_TEXTS: Readonly<Record<RefusalCode, string>> = { ...MESSAGES, ...REFUSAL_MESSAGES };

const KEY_OF_REFUSAL_MESSAGE = new Map<string, RefusalMessageKey>(
  Object.entries(REFUSAL_MESSAGES).map(([key, text]) => [text, key as RefusalMessageKey]),
);

/** The code of a refusal's words; words that quote what was sent have no fixed text: `invalidInput`. */
export function refusalCodeOf(message: string): RefusalCode {
  return messageKeyOf(message) ?? KEY_OF_REFUSAL_MESSAGE.get(message) ?? "invalidInput";
}

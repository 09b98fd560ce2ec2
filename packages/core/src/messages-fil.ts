import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_JSON_BODY_KB,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  REPORT_LIMITS,
} from "./constants";
import type { RefusalMessageKey } from "./i18n/refusal-messages";
import type { MessageKey } from "./messages";
import { MAX_REMINDERS_PER_DEVICE } from "./reminders/reminder-constants";
import { TRUST_RULES } from "./trust/trust-rules";

/**
 * MESSAGES in Filipino, as Manila commuters write it: Filipino where it is common, English loanwords where
 * commuters use them (report, email, password, sign in, ETA, schedule). The terms are kept in
 * docs/filipino-glossary.md; the choice of a catalogue of our own in
 * docs/decisions/030-filipino-and-english.md. A missing or extra key fails the typecheck.
 */
export const MESSAGES_FIL: { [K in MessageKey]: string } = {
  connectionLost: "Hindi makakonekta sa database. Pakitingnan ang iyong koneksyon at subukan ulit mamaya.",
  databaseConnectionFailed:
    "Hindi nakakonekta sa database. Pakitingnan ang iyong network connection at subukan ulit.",
  invalidResponseFormat: "Mali ang anyo ng sagot ng server",
  unexpectedFetchEtas: "Nagkaroon ng hindi inaasahang error habang kinukuha ang mga ETA",
  unexpectedSubmitReport: "Nagkaroon ng hindi inaasahang error habang ipinapadala ang report",
  failedToFetchEtas: "Hindi makuha ang mga ETA",
  fillRequiredFields: "Pakisagutan ang lahat ng kailangang field",
  reportIdsRequired: "Kailangan ang Line ID at Station ID para maipadala ang report",
  invalidEtaParams: "Maling parameter: kailangan ang line ID at station ID",
  locationDenied: "Hindi pinayagan ang access sa lokasyon. Paki-on ang location services.",
  locationUnavailable: "Hindi matukoy ang iyong lokasyon. Pakisubukan ulit.",
  locationTimeout: "Natagalan ang paghanap sa iyong lokasyon. Pakisubukan ulit.",
  locationGeneric: "Nagka-error sa pagkuha ng iyong lokasyon",
  geolocationUnsupported: "Hindi sinusuportahan ng iyong browser ang geolocation",
  approximateLocation: "Tinatayang lokasyon lang ang gamit. I-on ang GPS para mas tumpak.",
  emailNotConfirmed:
    "Pakikumpirma muna ang iyong email address bago mag-sign in. Tingnan sa inbox mo ang confirmation link.",
  signUpSuccess:
    "Salamat sa pag-sign up! Tingnan ang iyong email at kumpirmahin ang account bago mag-sign in. Nakakatulong ito para manatiling maaasahan ang mga report tungkol sa tren.",
  unexpectedApplicationError: "May hindi inaasahang error sa app!",
  stationClosed: "Sarado ang istasyon ngayon",
  noTrains: "Walang paparating na tren sa ngayon",
  expectedWait: "Tinatayang paghihintay: 5-10 minuto",
  reportSubmitted: "Naipadala na ang report!",
  reportThanks: "Salamat sa pagtulong na gawing mas tumpak ang mga ETA.",
  reportIntro:
    "Tulungan ang kapwa commuter: i-report ang mga pag-alis ng tren na nakita mo. Mas tumpak ang ETA para sa lahat.",
  linesHelp:
    "Pumili ng istasyon para makita ang tinatayang pagdating ng tren, batay sa schedule at sa mga real-time na report ng ibang commuter.",
  emailRequired: "Kailangan ang email",
  emailInvalid: "Maglagay ng tamang email address",
  passwordRequired: "Kailangan ang password",
  passwordTooShort: `Dapat hindi bababa sa ${MIN_PASSWORD_LENGTH} character ang password`,
  passwordTooLong: `Hanggang ${MAX_PASSWORD_LENGTH} character lang ang password`,
  passwordBlank: "Hindi puwedeng puro espasyo ang password",
  emailTooLong: `Hanggang ${MAX_EMAIL_LENGTH} character lang ang email`,
  nameInvalid: `Dapat 1 hanggang ${MAX_NAME_LENGTH} character ang pangalan`,
  textNotStorable: "Hindi puwedeng may NUL character o sirang Unicode ang text",
  feedbackMessageRequired: "Pakilarawan ang problema",
  feedbackMessageTooLong: `Pakiikli ang paglalarawan sa mas mababa sa ${FEEDBACK_MESSAGE_MAX_LENGTH} character`,
  feedbackContactInvalid: "Dapat tamang email address ang contact",
  feedbackPageInvalid: "Dapat path ng app ang page, gaya ng /settings",
  bodyNotObject: "Dapat JSON object ang laman ng request",
  signInRequired: "Mag-sign in muna para makapag-report",
  reportIdInvalid: "Dapat id ng report ang Last-Event-ID",
  databaseUnavailable: "Hindi sumasagot ang database. Pakisubukan ulit maya-maya.",
  foreignOrigin: "Dapat galing mismo sa Riles app ang request na ito",
  tooManyReportsSameTarget: `Na-report mo na ang tren na ito sa nakalipas na ${REPORT_LIMITS.sameTargetWindowMs / 60_000} minuto. Maghintay muna bago ito i-report ulit.`,
  tooManyReportsPerHour: `Naabot mo na ang limit na ${REPORT_LIMITS.perHourMax} report kada oras. Pakisubukan ulit mamaya.`,
  pushSubscriptionInvalid: "Hindi tama ang push subscription",
  pushEndpointRefused: "Hindi mapapadalhan ng notification ang address ng push service na ito",
  reminderLeadInvalid: "Dapat 2, 5 o 10 minuto bago dumating ang tren ang paalala",
  reminderDaysInvalid: "Pumili ng kahit isang araw, tig-iisang beses",
  reminderWindowInvalid: "Dapat gaya ng 07:30 hanggang 08:00 ang oras, at mas maaga ang simula kaysa sa dulo",
  reminderTrainInvalid: "Pumili ng paparating na tren",
  getOffStationInvalid: "Pumili ng istasyong mas malayo sa daan ng tren na ito para bumaba",
  reminderNotFound: "Walang ganitong paalala sa device na ito",
  tooManyReminders: `May ${MAX_REMINDERS_PER_DEVICE} paalala na ang device na ito. Magbura muna ng isa bago magdagdag.`,
  noTrainToRemind: "Wala nang tren na maipapaalala sa oras na iyon",
};

/**
 * The refusals only the server words (REFUSAL_MESSAGES), in Filipino, for the web app to show by their
 * code. `invalidInput` is left out: its words quote what was sent, so a client shows them as they come
 * (docs/decisions/033-languages-on-the-server.md).
 */
export const REFUSAL_MESSAGES_FIL: { [K in Exclude<RefusalMessageKey, "invalidInput">]: string } = {
  tooManySignIns: "Masyadong maraming subok mag-sign in. Maghintay muna nang ilang minuto.",
  tooManyPasswordChecks: "Masyadong maraming subok sa password. Maghintay muna nang ilang minuto.",
  tooManySignUps: "Masyadong maraming account ang ginawa. Pakisubukan ulit mamaya.",
  tooManyConfirmationMails:
    "Masyadong maraming hiniling na confirmation email. Maghintay muna nang ilang minuto.",
  tooManyResetMails: "Masyadong maraming hiniling na password reset email. Maghintay muna nang ilang minuto.",
  tooManyReminderRequests: "Masyadong maraming paalala ang ginawa. Pakisubukan ulit mamaya.",
  tooManyBugReports: "Masyadong maraming bug report. Pakisubukan ulit mamaya.",
  jsonContentTypeRequired: "Dapat Content-Type: application/json ang request",
  bodyTooLarge: `Hanggang ${MAX_JSON_BODY_KB} KB lang ang laman ng request`,
  bodyNotJson: `${MESSAGES_FIL.bodyNotObject}: hindi valid na JSON ang laman`,
  requestIncomplete: "Hindi buong natanggap ang request",
  imageTooLong: "Dapat URL na hanggang 300 character lang ang image",
  languageInvalid: "Dapat en o fil ang wika",
  serverError: "Nagka-problema sa aming panig. Pakisubukan ulit.",
  noApiRoute: "Walang ganitong API route",
  tooManyVotes: "Masyadong maraming boto. Pakisubukan ulit mamaya.",
  tooManyModerationActions: "Masyadong maraming aksyon ng moderator. Maghintay muna nang ilang minuto.",
  voteInvalid: "Dapat confirm o dispute ang boto",
  voteOwnReport: "Hindi ka puwedeng bumoto sa sarili mong report",
  voteWindowOver: "Ang mga report lang ng nakalipas na 30 minuto ang puwedeng kumpirmahin o kontrahin",
  reportNotFound: "Walang ganitong report",
  accountSuspended: "Suspendido ang iyong account. Puwede ka pa ring mag-sign in at magbasa.",
  moderatorsOnly: "Mga moderator lang ang puwedeng gumawa nito",
  moderationOwnReport: "Hindi puwedeng aksyunan ng moderator ang sarili niyang report",
  moderationIdInvalid: "Dapat id ng report o ng suspensyon ang nasa address",
  moderationReasonRequired: "Maglagay ng dahilan",
  moderationReasonTooLong: `Pakiikli ang dahilan sa mas mababa sa ${MODERATION_REASON_MAX_LENGTH} character`,
  suspensionDaysInvalid: `${TRUST_RULES.suspensionDays.slice(0, -1).join(", ")} o ${TRUST_RULES.suspensionDays.at(-1)} araw lang ang puwedeng haba ng suspensyon`,
  reportAlreadyHidden: "Nakatago na ang report na ito",
  reportNotHidden: "Hindi nakatago ang report na ito",
  accountAlreadySuspended: "Suspendido na ang account na ito",
  suspensionNotFound: "Walang ganitong suspensyon na umiiral",
};

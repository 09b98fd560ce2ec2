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
import { DIRECTION_LABELS } from "../../lines/directions";
import { manilaDateTimeText } from "../../refusals/manila-date-time";
import { firstFields, type InputKindWords, inputWords, type ShownInput } from "../../refusals/shown-input";
import { MAX_REMINDERS_PER_DEVICE } from "../../reminders/reminder-constants";
import { TRUST_RULES } from "../../trust/trust-rules";
import type { ListedField, RefusalTexts } from "../en/refusal-texts";

const FIELD_NAMES: Record<ListedField, string> = {
  status: "Ang lagay ng tren",
  crowd_level: "Ang dami ng tao",
  format: "Ang format",
  kind: "Ang uri ng paalala",
  medium: "Ang uri ng bayad",
  rider: "Ang pasahero",
};
const KIND_WORDS: InputKindWords = { nothing: "wala", list: "isang listahan", object: "isang object" };
const shown = (input: ShownInput, quote = false) => inputWords(input, KIND_WORDS, quote);

const manilaDateTime = manilaDateTimeText("fil-PH");

function minutesOrSeconds(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minuto` : `${seconds} segundo`;
}

/**
 * REFUSAL_TEXTS_EN in Filipino, with the terms of docs/filipino-glossary.md (direction and line names stay as
 * they are). A missing or extra code, or other params, fail the typecheck.
 */
export const REFUSAL_TEXTS_FIL: RefusalTexts = {
  reportIdsRequired: "Kailangan ang Line ID at Station ID para maipadala ang report",
  invalidEtaParams: "Maling parameter: kailangan ang line ID at station ID",
  emailRequired: "Kailangan ang email",
  emailInvalid: "Maglagay ng tamang email address",
  passwordRequired: "Kailangan ang password",
  passwordTooShort: `Dapat hindi bababa sa ${MIN_PASSWORD_LENGTH} character ang password`,
  passwordTooLong: `Hanggang ${MAX_PASSWORD_LENGTH} character lang ang password`,
  passwordBlank: "Hindi puwedeng puro espasyo ang password",
  passwordTooCommon: "Isa ang password na ito sa mga pinakakaraniwan, na unang nahuhulaan. Pumili ng iba.",
  emailTooLong: `Hanggang ${MAX_EMAIL_LENGTH} character lang ang email`,
  nameInvalid: `Dapat 1 hanggang ${MAX_NAME_LENGTH} character ang pangalan`,
  textNotStorable: "Hindi puwedeng may NUL character o sirang Unicode ang text",
  feedbackMessageRequired: "Pakilarawan ang problema",
  feedbackMessageTooLong: `Pakiikli ang paglalarawan sa mas mababa sa ${FEEDBACK_MESSAGE_MAX_LENGTH} character`,
  feedbackContactInvalid: "Dapat tamang email address ang contact",
  feedbackPageInvalid: "Dapat path ng app ang page, gaya ng /settings",
  bodyNotObject: "Dapat JSON object ang laman ng request",
  bodyTooDeep: `Hanggang ${MAX_JSON_DEPTH} patong lang ng list at object ang puwede sa laman ng request`,
  signInRequired: "Mag-sign in muna para makapag-report",
  reportIdInvalid: "Dapat id ng report ang Last-Event-ID",
  databaseUnavailable: "Hindi sumasagot ang database. Pakisubukan ulit maya-maya.",
  streamsFull: "Puno na ang mga live na screen na kaya ng server na ito. Pakisubukan ulit maya-maya.",
  streamsFromAddress:
    "Masyadong marami ang bukas na live na screen mula sa network mo. Magsara ng isa, o mag-sign in, at subukan ulit maya-maya.",
  streamsFromAccount:
    "Masyadong marami ang bukas na live na screen sa account mo. Magsara ng isa at subukan ulit maya-maya.",
  streamsFromNetworkAccounts:
    "Masyadong marami ang bukas na live na screen mula sa network mo, naka-sign in man o hindi. Magsara ng isa at subukan ulit maya-maya.",
  connectionsFromAddress:
    "Masyadong marami ang bukas na koneksyon mula sa network mo. Pakisubukan ulit maya-maya.",
  foreignOrigin: "Dapat galing mismo sa Riles app ang request na ito",
  tooManyReportsSameTarget: ({ seconds }) =>
    `Na-report mo na ang tren na ito sa nakalipas na ${minutesOrSeconds(seconds)}. Maghintay muna bago ito i-report ulit.`,
  tooManyReportsPerHour: ({ max }) =>
    `Naabot mo na ang limit na ${max} report kada oras. Pakisubukan ulit mamaya.`,
  tooManyReportsFromNetwork:
    "Maraming report na ang galing sa network mo sa nakalipas na isang oras. Pakisubukan ulit mamaya.",
  tooManyCancellations: ({ max }) =>
    `${max} beses ka nang nag-report ng kanseladong tren sa nakalipas na 30 minuto. Kung kanselado pa rin ang mga tren, makikita ito sa report ng ibang pasahero.`,
  tooManySignIns: "Masyadong maraming subok mag-sign in. Maghintay muna nang ilang minuto.",
  tooManySignInsToAccount:
    "Masyadong maraming maling password para sa account na ito. Maghintay muna bago sumubok ulit, o i-reset ang iyong password.",
  tooManyPasswordChecks: "Masyadong maraming subok sa password. Maghintay muna nang ilang minuto.",
  tooManySignUps: "Masyadong maraming account ang ginawa. Pakisubukan ulit mamaya.",
  tooManyConfirmationMails:
    "Masyadong maraming hiniling na confirmation email. Maghintay muna nang ilang minuto.",
  tooManyResetMails: "Masyadong maraming hiniling na password reset email. Maghintay muna nang ilang minuto.",
  tooManyMailsToAddress:
    "Marami na kaming naipadalang email sa address na ito sa nakalipas na oras. Tingnan ang iyong inbox, o pakisubukan ulit mamaya.",
  confirmationMailNotSent:
    "Hindi namin naipadala ang confirmation email sa address na ito, kaya walang na-save. Pakitingnan ang address at subukan ulit pagkalipas ng ilang minuto.",
  tooManyBugReports: "Masyadong maraming bug report. Pakisubukan ulit mamaya.",
  tooManyAccountChanges:
    "Masyadong maraming pagbabago sa account mula sa network mo. Maghintay muna nang ilang minuto.",
  tooManyReminderRequests: "Masyadong maraming paalala ang ginawa. Pakisubukan ulit mamaya.",
  tooManyJourneyRequests:
    "Masyadong maraming biyahe ang itinanong mula sa koneksiyong ito. Maghintay ng isang minuto.",
  tooManyRequests: "Masyadong maraming request mula sa koneksiyong ito. Maghintay ng isang minuto.",
  pushSubscriptionInvalid: "Hindi tama ang push subscription",
  pushEndpointRefused: "Hindi mapapadalhan ng notification ang address ng push service na ito",
  reminderLeadInvalid: "Dapat 2, 5 o 10 minuto bago dumating ang tren ang paalala",
  reminderDaysInvalid: "Pumili ng kahit isang araw, tig-iisang beses",
  reminderWindowInvalid: "Dapat gaya ng 07:30 hanggang 08:00 ang oras, at mas maaga ang simula kaysa sa dulo",
  reminderTrainInvalid: "Pumili ng paparating na tren",
  getOffStationInvalid: "Pumili ng istasyong mas malayo sa daan ng tren na ito para bumaba",
  reminderNotFound: "Walang ganitong paalala sa device na ito",
  reminderPausedInvalid: "Sabihin kung naka-pause ang paalala: true o false",
  tooManyReminderIds: ({ max }) => `Hanggang ${max} paalala lang ang mabubura nang sabay`,
  tooManyReminders: `May ${MAX_REMINDERS_PER_DEVICE} paalala na ang device na ito. Magbura muna ng isa bago magdagdag.`,
  noTrainToRemind: "Wala nang tren na maipapaalala sa oras na iyon",
  tooManyVotes: "Masyadong maraming boto. Pakisubukan ulit mamaya.",
  tooManyVotesFromNetwork:
    "Maraming boto na ang galing sa network mo sa nakalipas na isang oras. Pakisubukan ulit mamaya.",
  tooManyModerationActions: "Masyadong maraming aksyon ng moderator. Maghintay muna nang ilang minuto.",
  voteInvalid: "Dapat confirm o dispute ang boto",
  voteOwnReport: "Hindi ka puwedeng bumoto sa sarili mong report",
  voteWindowOver: `Ang mga report lang ng nakalipas na 30 minuto ang puwedeng kumpirmahin o kontrahin`,
  reportNotFound: "Walang ganitong report",
  accountSuspended: ({ until }) =>
    `Suspendido ang iyong account hanggang ${manilaDateTime(until)} (oras sa Manila). Puwede ka pa ring mag-sign in at magbasa.`,
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
  jsonContentTypeRequired: "Dapat Content-Type: application/json ang request",
  bodyTooLarge: `Hanggang ${MAX_JSON_BODY_KB} KB lang ang laman ng request`,
  bodyNotJson: "Dapat JSON object ang laman ng request: hindi valid na JSON ang laman",
  requestIncomplete: "Hindi buong natanggap ang request",
  imageTooLong: "Dapat URL na hanggang 300 character lang ang image",
  languageInvalid: "Dapat en o fil ang wika",
  serverError: "Nagka-problema sa aming panig. Pakisubukan ulit.",
  noApiRoute: ({ method, path }) => `Walang API route na ${method} ${path}`,
  unknownLine: (input) => `Walang ganitong linya ng tren: ${shown(input)}`,
  unknownStation: (input) => `Walang ganitong istasyon sa ${input.line}: ${shown(input)}`,
  queryRepeated: (input) =>
    `Higit sa isang beses ibinigay ang ${shown(input)}: ibigay ito nang isang beses, gaya ng ?${shown(input)}=…`,
  journeyEndsRequired:
    "Piliin ang simula at dulo ng biyahe: kailangan ang from_line, from_station, to_line at to_station",
  journeySameStation: "Dapat sa ibang istasyon matapos ang biyahe kaysa sa pinagsimulan nito",
  journeyTimeInvalid: "Dapat petsa at oras na may offset ang at, gaya ng 2026-11-30T08:00:00+08:00",
  journeyTimeOutOfRange:
    "Dapat hindi lalampas sa isang araw ang nakalipas at hindi lalampas sa 30 araw mula ngayon ang at",
  directionRequired: "Kailangan ang direksyon",
  unknownDirection: (input) => `Walang ganitong direksyon: ${shown(input)}`,
  wrongDirection: ({ line, runs, direction }) =>
    `${runs.join(" o ")} lang ang biyahe ng ${line}, hindi ${direction}`,
  notServedDirection: ({ line, station, direction, serving }) =>
    `Sa ${station} nagtatapos ang ${DIRECTION_LABELS[direction].toLowerCase()} na tren ng ${line}, kaya walang ${DIRECTION_LABELS[direction].toLowerCase()} na umaalis dito. Pumili ng ${serving.map((served) => DIRECTION_LABELS[served]).join(" o ")}.`,
  notOneOf: ({ field, allowed, input }) =>
    `${FIELD_NAMES[field]} ay dapat isa sa: ${allowed.join(", ")}${input ? ` (natanggap: ${shown(input, true)})` : ""}`,
  unknownFields: ({ fields }) => {
    const { shown, more } = firstFields(fields);
    return `Hindi kilalang field: ${shown}${more ? ` at ${more} pa` : ""}`;
  },
  invalidInput: ({ detail }) => (detail ? `Mali ang input: ${detail}` : "Mali ang input"),
};

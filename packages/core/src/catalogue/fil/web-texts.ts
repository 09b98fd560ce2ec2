import { MIN_PASSWORD_LENGTH } from "../../constants";
import type { Direction } from "../../domain-types";
import { DIRECTION_LABELS } from "../../lines/directions";
import type { WebTexts } from "../en/web-texts";
import { manilaClockFormat, manilaDateTimeFormat, timeAgoFormat } from "../format/manila-format";
import { pluralFormat } from "../format/plural";
import { MESSAGES_FIL } from "./messages";

const plural = pluralFormat("fil");

// Line and station names, the direction words (commuters say "northbound") and many app words
// (report, email, password, schedule) stay in English, as Manila commuters write them: the glossary is
// docs/filipino-glossary.md.
const DIRECTIONS: Record<Direction, string> = { ...DIRECTION_LABELS };

/**
 * Every text of the web app in Filipino: its own chunk, loaded only when Filipino is chosen, so English
 * users never download it (docs/decisions/030-filipino-and-english.md).
 */
export const WEB_TEXTS_FIL: WebTexts = {
  ...MESSAGES_FIL,
  serverRefused: (status) => `Tinanggihan ng server ang request (HTTP ${status})`,
  serverUnavailable: "Hindi magamit ang Riles sa ngayon. Pakisubukang muli maya-maya.",

  clockTime: manilaClockFormat("fil-PH"),
  timeAgo: timeAgoFormat("fil", "ngayon lang"),
  minutesInWords: (minutes) => plural(minutes, { one: `${minutes} minuto`, other: `${minutes} na minuto` }),
  distanceAway: (km) => `${km} km ang layo`,
  distanceUnder: (km) => `Wala pang ${km} km ang layo`,

  skipToMain: "Lumaktaw sa pangunahing nilalaman",
  mainNavigation: "Pangunahin",
  tabLines: "Mga Linya",
  tabMap: "Mapa",
  tabReport: "Mag-report",
  tabSettings: "Mga Setting",
  loading: "Naglo-load…",
  loadingDots: "Naglo-load...",
  goToLines: "Pumunta sa Mga Linya",
  pageNotFound: "404 Hindi Nahanap ang Pahina",
  back: "Bumalik",
  error: "Error",

  selectLine: "Pumili ng Linya ng Tren",
  selectStation: "Pumili ng Istasyon",
  howItWorks: "Paano ito gumagana",
  hideHowItWorks: "Itago ang Paano ito gumagana",
  searchLineStations: (line) => `Maghanap ng istasyon ng ${line}`,
  searchStations: "Maghanap ng istasyon...",
  noStationMatches: (search) => `Walang istasyong tugma sa “${search}”.`,
  onOtherLines: "Sa ibang linya",
  lineStations: (line) => `Mga istasyon ng ${line}`,
  lineTrouble: { delayed: "May naantala", cancelled: "May kanselado" },
  lineTroubleNotes: "Mga problemang nai-report sa linya",
  lineStatusFailed: "Hindi makuha ang lagay ng mga linya",
  rolesFailed: "Hindi makuha ang mga tungkulin ng iyong account",

  planJourney: "Magplano ng biyahe",
  goSomewhereFromHere: "Pumunta sa ibang istasyon mula rito",

  favourites: "Mga Paborito",
  nextTrainsAt: (station) => `Mga susunod na tren sa ${station}`,
  addFavourite: (station) => `Idagdag ang ${station} sa mga paborito`,
  removeFavourite: (station) => `Alisin ang ${station} sa mga paborito`,

  findingLocation: "Hinahanap ang iyong lokasyon",
  locationError: "Error sa Lokasyon",
  tryAgain: "Subukan Ulit",
  alsoNearby: "Malapit din",
  nearestStationFound: (station, line) => `Pinakamalapit na istasyon: ${station}, ${line}`,
  nearestStation: "Pinakamalapit na Istasyon",
  noStationNear: (km) => `Walang istasyon sa loob ng ${km} km mula sa iyo.`,
  loadingNextTrains: "Kinukuha ang mga susunod na tren…",
  updateLocation: "I-update ang Lokasyon",

  directions: DIRECTIONS,
  statuses: { "on-time": "On time", delayed: "Naantala", cancelled: "Kanselado" },
  crowdLevels: { empty: "Maluwag", moderate: "Katamtaman", crowded: "Masikip", packed: "Siksikan" },
  closed: "Sarado",
  noTrainWithin10Min: "walang tren sa loob ng 10 min",
  noTrainWithin10Minutes: "walang tren sa loob ng 10 minuto",
  now: "Ngayon",
  minutesShort: (minutes) => `${minutes} min`,
  minuteUnit: "min",
  toTerminus: (terminus) => `papuntang ${terminus}`,
  arriving: "Padating na",
  inMinutesAt: (minutes, time) => `sa ${minutes} · ${time}`,
  nextTrain: "Susunod na Tren",
  operatingHours: "Oras ng biyahe: ",
  firstTrain: "Unang biyahe",
  nextScheduledTrain: "Susunod na tren ayon sa schedule: ",
  refresh: "I-refresh",
  reportDepartureAt: (station) => `I-report ang pag-alis ng tren sa ${station}`,
  reportDirectionDeparture: (direction) =>
    `I-report ang pag-alis ng ${DIRECTIONS[direction].toLowerCase()} na tren`,
  lastTrain: (time) => `Huling biyahe ${time}`,
  noTrainWithin10: "Walang tren sa loob ng 10 minuto",
  nextScheduledAt: (time) => ` · susunod ayon sa schedule ${time}`,
  scheduleOnly: "Schedule lang",
  reportedAgo: (minutes) =>
    minutes < 1 ? "na-report ngayon lang" : `na-report ${minutes} min na ang nakalipas`,
  seenLeaving: (station, minutes) =>
    minutes < 1
      ? `Nakitang umalis sa ${station} ngayon lang`
      : `Nakitang umalis sa ${station} ${minutes} min na ang nakalipas`,
  crowdWhenItLeft: (level, station, minutes) =>
    minutes < 1
      ? `${level} nang umalis sa ${station}, ngayon lang`
      : `${level} nang umalis sa ${station}, ${minutes} min na ang nakalipas`,
  network: {
    offline: "Offline ang iyong telepono. Pakitingnan ang iyong mobile data o Wi-Fi.",
    noAnswer: "Hindi sumagot ang server ng Riles. Baka mabagal o mahina ang iyong koneksyon.",
    dataUnavailable: "Sumagot ang server ng Riles, pero hindi nito makuha ang datos nito ngayon.",
    scheduleWaiting: "Oras sa schedule, hindi live: natatagalan ang mga live na report. Sinusubukan pa rin…",
    scheduleFailed: "Oras sa schedule, hindi live: hindi ma-load ang mga live na report. Sinusubukan pa rin…",
    retrying: "Sinusubukan ulit…",
    sessionUnknown: "Hindi matingnan kung naka-sign in ka",
  },
  updatedAgo: (ago) => `Na-update ${ago}`,
  lastUpdatedAt: (time) => `Huling na-update noong ${time}`,
  arrivalsShown: (station) => `Nakalista na ang mga paparating na tren sa ${station}`,
  refreshingArrivals: (station) => `Ina-update ang mga paparating na tren sa ${station}…`,
  loadingArrivals: "Kinukuha ang mga paparating na tren…",

  usuallyHere: "Karaniwan sa istasyong ito",
  codeNotLoaded: "Hindi ma-load ang bahaging ito ng Riles",
  usualCrowdNotLoaded: "Hindi ma-load sa koneksyong ito ang karaniwang dami ng tao.",
  loadingUsualCrowd: "Naglo-load ng karaniwang dami ng tao…",
  usualCrowdFailed: "Hindi ma-load ang karaniwang dami ng tao",
  usuallyAround: (level, hour, dayKind) =>
    `Kadalasang ${level.toLowerCase()} bandang ${hour} tuwing ${dayKind === "weekday" ? "weekday" : "Sabado at Linggo"}`,
  notEnoughReports: "Kulang pa ang mga report",
  crowdBasis: (reports, dayKind) => {
    const when = dayKind === "weekday" ? "weekday" : "Sabado at Linggo";
    return plural(reports, {
      one: `Batay sa ${reports} report tuwing ${when} sa nakalipas na 8 linggo`,
      other: `Batay sa ${reports} na report tuwing ${when} sa nakalipas na 8 linggo`,
    });
  },
  crowdByHour: (dayKind) =>
    `Karaniwang dami ng tao bawat oras tuwing ${dayKind === "weekday" ? "weekday" : "Sabado at Linggo"}`,
  hourColumn: "Oras",
  usuallyColumn: "Karaniwan",
  reportsColumn: "Mga report",
  currentHour: (hour) => `${hour} (ngayon)`,

  reportTitle: "I-report ang Pag-alis ng Tren",
  trainLine: "Linya ng Tren",
  station: "Istasyon",
  direction: "Direksyon",
  trainStatus: "Lagay ng Tren",
  crowdLevel: "Dami ng Tao",
  chooseLinePlaceholder: "Pumili ng linya",
  chooseStationPlaceholder: "Pumili ng istasyon",
  chooseDirectionPlaceholder: "Pumili ng direksyon",
  directionTo: (direction, terminus) => `${direction} (papuntang ${terminus})`,
  submitReport: "Ipadala ang Report",
  missingField: {
    lineId: "Pumili ng linya ng tren",
    stationId: "Pumili ng istasyon",
    direction: "Pumili ng direksyon",
  },
  missingFields: (names) => `${MESSAGES_FIL.fillRequiredFields}. Kulang: ${names}.`,

  developer: "Developer",
  developerProfile: "Propesyonal na profile ng developer",
  opensInNewTab: "(magbubukas sa bagong tab)",
  reportBug: "Mag-report ng Bug",
  reportBugHelp: "Tulungan kaming pagandahin ang app sa pag-report ng anumang problema",
  bugReportForm: "Form para sa bug report",
  about: "Tungkol sa Riles",
  aboutText:
    "Tinutulungan ka ng Riles sa pagbiyahe sa mga tren ng Metro Manila gamit ang real-time na update at impormasyong galing sa kapwa commuter",
  version: (version) => `Bersyon ${version}`,
  language: "Wika",
  feedbackSent: "Salamat! Naipadala na ang iyong report.",
  whatWentWrong: "Ano ang naging problema?",
  feedbackContact: "Ang iyong email (opsyonal, kung gusto mo ng sagot)",
  sending: "Ipinapadala…",
  sendReport: "Ipadala ang report",
  feedbackFailed: (status) => `Hindi naipadala ang report (HTTP ${status}). Pakisubukan ulit.`,

  account: "Account",
  signedInAs: "Naka-sign in bilang ",
  signOut: "Mag-sign out",
  signInToReportDepartures: "Mag-sign in para makapag-report ng pag-alis ng tren.",
  signInLink: "Mag-sign in",
  deleteAccountWarning:
    "Kapag binura mo ang account, mabubura ang iyong email address at password at masa-sign out ka sa lahat ng device. Mananatili ang mga pag-alis na na-report mo para sa ibang commuter, pero hindi na naka-link kaninuman. Hindi na ito maibabalik.",
  accountDeleted: "Nabura na ang iyong account.",
  deleteAccount: "Burahin ang account",
  yourPassword: "Ang iyong password",
  deleteMyAccount: "Burahin ang aking account",
  changePassword: "Palitan ang password",
  currentPassword: "Kasalukuyang password",
  passwordChangedElsewhereSignedOut:
    "Napalitan na ang iyong password. Na-sign out na ang iba mo pang device: mag-sign in doon gamit ang bagong password.",
  cancel: "Huwag na lang",

  addressConfirmed: "Nakumpirma na ang iyong email address. Puwede ka nang mag-sign in.",
  confirmationLinkFailed:
    "Hindi valid o expired na ang confirmation link na ito. Mag-sign in para mapadalhan ka ng bago.",
  resetLinkFailed:
    "Hindi valid, nagamit na, o expired na ang password reset link na ito. Humingi ng bago sa ibaba.",
  signInToReport: "Mag-sign in para makapag-report ng pag-alis",
  signInToModerate: "Mag-sign in para makapag-moderate ng mga report",
  confirmationSentAgain:
    "Kung kailangan pang kumpirmahin ang address na ito, may bagong link na papunta na. Tingnan ang iyong inbox at spam folder.",
  authTitles: {
    "sign-in": "Mag-sign In",
    "sign-up": "Gumawa ng Account",
    forgot: "I-reset ang Password",
    reset: "Pumili ng Bagong Password",
  },
  sendLinkAgain: "Ipadala ulit ang link",
  email: "Email",
  password: "Password",
  showPassword: "Ipakita ang password",
  signUpButton: "Mag-sign Up",
  signInButton: "Mag-sign In",
  forgotPassword: "Nakalimutan ang password?",
  noAccount: "Wala ka pang account? Mag-sign up",
  haveAccount: "May account ka na? Mag-sign in",
  backToSignIn: "Bumalik sa sign in",
  resetMailSent:
    "Kung may account na gumagamit ng address na ito, pinadalhan namin ito ng link para pumili ng bagong password. Gumagana ang link nang isang oras.",
  forgotIntro:
    "Ilagay ang iyong email address at padadalhan ka namin ng link para pumili ng bagong password.",
  sendResetLink: "Ipadala ang reset link",
  passwordChanged: "Napalitan na ang iyong password. Mag-sign in gamit ang bagong password.",
  newPassword: "Bagong password",
  passwordLengthHint: `Hindi bababa sa ${MIN_PASSWORD_LENGTH} character.`,
  setNewPassword: "Itakda ang bagong password",

  newVersion: "May bagong bersyon ng Riles.",
  reload: "I-reload",
  later: "Mamaya na",

  linesOnMap: "Mga linyang ipinapakita sa mapa",
  allLines: "Lahat ng Linya",
  stationsByLine: "Mga istasyon bawat linya",
  seeArrivals: "Tingnan ang mga paparating",
  mapZoomIn: "Palakihin ang mapa",
  mapZoomOut: "Paliitin ang mapa",
  mapClosePopup: "Isara ang popup",

  stillTrue: "Totoo pa ba?",
  yes: "Oo",
  no: "Hindi",
  confirmedBy: (riders) => `Kinumpirma ng ${riders} pasahero`,
  disputedBy: (riders) => `Kinontra ng ${riders} pasahero`,
  reportWithdrawn: {
    disputed: "Kinontra ng mga pasahero ang isang report dito, kaya hindi na ito binibilang",
    hidden: "Tinanggal ng moderator ang isang report dito",
    suspended: "Hindi na binibilang ang isang report dito: suspendido ang account nito",
  },
  dateTime: manilaDateTimeFormat("fil-PH"),

  tabModerate: "Moderasyon",
  moderation: {
    title: "Moderasyon ng mga report",
    intro:
      "Mga report ng nakalipas na 24 oras, pinakabago muna. Ang nakatagong report, o report ng suspendidong account, ay hindi na binibilang sa lahat ng ETA, marka ng linya at feed, at nananatili sa audit log.",
    loading: "Naglo-load ng mga report…",
    failed: "Hindi makuha ang listahan ng moderasyon",
    empty: "Walang report sa nakalipas na 24 oras.",
    reports: "Mga bagong report",
    accountAge: (age) => `Ginawa ang account ${age}`,
    reportsLast24h: (count) => `Mga report sa nakalipas na 24 oras: ${count}`,
    disputedReports: (count) => `Mga report na kinontra: ${count}`,
    deletedAccount: "Binura na ang account",
    ownReport: "Sarili mong report",
    counts: "Binibilang",
    disputedAway: "Kinontra ng mga pasahero",
    hidden: (reason) => `Nakatago: ${reason}`,
    suspendedUntil: (until, reason) => `Suspendido ang account hanggang ${until}: ${reason}`,
    hide: "Itago",
    unhide: "Ibalik",
    suspend: "I-suspend",
    lift: "Alisin ang suspensyon",
    reason: "Dahilan",
    period: "Gaano katagal",
    days: (days) => `${days} araw`,
    confirmHide: "Itago ang report",
    confirmUnhide: "Ibalik ang report",
    confirmSuspend: "I-suspend ang account",
    confirmLift: "Alisin ang suspensyon",
    audit: "Audit log",
    auditEmpty: "Wala pang aksyon.",
    operator: "Operator (command line)",
    actions: {
      hide: "nagtago ng report",
      unhide: "nagbalik ng report",
      suspend: "nag-suspend ng account",
      "lift-suspension": "nag-alis ng suspensyon",
      "grant-moderator": "gumawa ng moderator",
      "revoke-moderator": "nag-alis ng moderator",
    },
    until: (until) => `hanggang ${until}`,
  },

  accuracy: {
    link: "Gaano katumpak ang mga tantiya?",
    title: "Gaano katumpak ang mga tantiya?",
    linesHeading: "Katumpakan bawat linya",
    intro:
      "Tuwing may pasaherong nag-report ng pag-alis ng tren sa isang istasyon, binabalikan ng Riles ang susunod na tren na ipinakita nito sa istasyong iyon, sa direksyong iyon, sa mga minuto bago dumating ang tren. Medyo nahuhuli ang report ng mga pasahero, at natututunan ng Riles mula sa mga report kung gaano katagal. Tama ang tantiya kapag dumating ang tren sa loob ng palugit ng ETA Accuracy Benchmark: mula 30 segundong mas maaga hanggang 90 segundong mas huli kapag wala pang 3 minuto ang layo, 60 segundong mas maaga hanggang 150 segundong mas huli sa 3 hanggang 6 na minuto, at 60 segundong mas maaga hanggang 210 segundong mas huli sa 6 hanggang 10 minuto. May mga report na huli o mali ang istasyon, kaya nagmumukhang mali ang tamang tantiya: isinasaalang-alang ito ng bilang, ayon sa kung gaano kadalas itong makita sa mga report.",
    window: (since) => `Mga report mula ${since}`,
    loading: "Naglo-load ng mga bilang…",
    failed: "Hindi ma-load ang mga bilang",
    right: (percent) => `Mga ${percent}% tama`,
    range: (low, high) => `Mula ${low}% hanggang ${high}% tama`,
    rangeWhy: "Kulang pa ang mga report para masabi nang mas eksakto",
    basis: (reports, estimates) => `${reports} report, ${estimates} tantiyang sinuri`,
    limitsHeading: "Ang hindi nito masasabi",
    limits: [
      "Ang mga report ng pag-alis mula sa mga pasahero lang ang batayan ng Riles: kapag walang nag-report ng tren, walang nasusuri.",
      "Dumarami ang mga report sa mataong istasyon at oras, kaya ang mga bilang ay higit na tungkol sa mga iyon.",
      "Natututunan mula sa mga report mismo kung gaano nahuhuli ang mga pasahero at gaano sila kadalas magkamali; kapag mali ang natutunan, mali rin ang bilang.",
      "Hindi masusuri ang tren na walang nag-report. Kapag sumusunod sa timetable ang mga tren, hanggang sa naunang tren lang binabalikan ng Riles; kung hindi, hanggang 10 minuto, at maaaring may dumaang tren na walang nag-report.",
      "Sa mga simulated na linggo, kung saan alam ang totoong bilang, umabot ang bilang na ito sa loob ng 8 puntos nito sa bawat linya, sa mga linggong sumunod ang mga tren sa timetable at sa mga linggong tumakbo sila ayon sa headway. Saklaw lang ang naibibigay ng mga ulat ng iisang araw; nasa loob nito ang totoong bilang sa 76 sa 84 na simulated na araw.",
    ],
  },

  reminders: {
    remindMe: "Paalalahanan ako",
    remindMeAbout: (direction) => `Paalalahanan ako: ${direction}`,
    remindMeAt: (direction, station) => `Paalalahanan ako: ${direction} sa ${station}`,
    remindMeAtStation: (station) => `Paalalahanan ako sa ${station}`,
    nextTrain: "Susunod na tren",
    regularTrip: "Regular na biyahe",
    kind: "Ipaalala ang",
    direction: "Direksyon",
    days: "Mga araw",
    dayNames: ["Lin", "Lun", "Mar", "Miy", "Huw", "Biy", "Sab"],
    weekdays: "Lunes hanggang Biyernes",
    from: "Mula",
    to: "Hanggang",
    lead: "Abisuhan ako",
    leadMinutes: (minutes) => `${minutes} minuto bago ang tren`,
    save: "I-save ang paalala",
    saving: "Sine-save…",
    cancel: "Huwag na lang",
    saved: (minutes) => `Naka-save ang paalala. Aabisuhan ka ng Riles ${minutes} minuto bago ang tren.`,
    unavailable:
      "Hindi makakapagpakita ang browser na ito ng notification ng Riles habang sarado ang Riles. Sa iPhone, idagdag ang Riles sa Home Screen (Share, tapos Add to Home Screen) at doon ito buksan. Sa private window, buksan ang Riles sa karaniwang window.",
    denied:
      "Naka-block ang notification ng Riles. Payagan ito sa settings ng browser para sa site na ito para makatanggap ng paalala habang sarado ang Riles.",
    inPageOffer: "Ipaalala na lang sa page na ito",
    inPageSet: (time) => `Tutunog ang Riles dito nang ${time}, basta nakabukas ang page na ito.`,
    inPageNone: "Wala nang tren na maipapaalala ngayon.",
    inPageAlert: (station, minutes) => `Susunod na tren sa ${station} sa ${minutes} minuto`,
    dismiss: "Isara",
    wakeMe: "Gisingin ako bago ang bababaan ko",
    train: "Tren",
    trainAt: (time) => `Ang tren ng ${time}`,
    getOffAt: "Bababa sa",
    wakeSave: "Gisingin ako",
    wakeSaved: (stop) => `Aabisuhan ka ng Riles isang istasyon bago ang ${stop} at pagdating mo.`,
    heading: "Mga paalala",
    none: "Walang paalala sa device na ito.",
    notReady: "Hindi maihanda ang device na ito para sa mga abiso. I-reload ang page at subukang muli.",
    loadFailed: "Hindi ma-load ang mga paalala ng device na ito.",
    pause: "I-pause",
    resume: "Ituloy",
    delete: "Burahin",
    paused: "Naka-pause",
    deletedOne: "Nabura na ang paalala.",
    deleteEverything: "Burahin lahat ng na-save ng device na ito",
    deletedEverything: "Nabura na lahat ng na-save ng device na ito.",
    summaryNext: (direction, station, minutes) =>
      `${direction} sa ${station}: susunod na tren, ${minutes} minuto bago`,
    summaryRegular: (direction, station, days, from, to, minutes) =>
      `${direction} sa ${station}: ${days}, ${from}–${to}, ${minutes} minuto bago`,
    summaryGetOff: (station, stop) => `Mula ${station}, bababa sa ${stop}`,
    nextAt: (time) => `Susunod: ${time}`,
    nextTomorrowAt: (time) => `Susunod: bukas, ${time}`,
    nextOnDayAt: (day, time) => `Susunod: ${day}, ${time}`,
  },
};

import type { MessageKey } from "../en/messages";

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
};

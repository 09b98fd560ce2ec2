import type { Language } from "../i18n/languages";
import { AUTH_REFUSAL_TEXTS_EN, type AuthRefusalTexts } from "./en/auth-refusal-texts";
import { JOURNEY_TEXTS_EN, type JourneyTexts } from "./en/journey-texts";
import { MAIL_TEXTS_EN, type MailTexts } from "./en/mail-texts";
import { NOTIFICATION_TEXTS_EN, type NotificationTexts } from "./en/notification-texts";
import { REFUSAL_TEXTS_EN, type RefusalTexts } from "./en/refusal-texts";
import { WEB_TEXTS_EN, type WebTexts } from "./en/web-texts";
import { AUTH_REFUSAL_TEXTS_FIL } from "./fil/auth-refusal-texts";
import { JOURNEY_TEXTS_FIL } from "./fil/journey-texts";
import { MAIL_TEXTS_FIL } from "./fil/mail-texts";
import { NOTIFICATION_TEXTS_FIL } from "./fil/notification-texts";
import { REFUSAL_TEXTS_FIL } from "./fil/refusal-texts";
import { WEB_TEXTS_FIL } from "./fil/web-texts";

/**
 * Every text a person reads, one catalogue per language, in parts by where they are read: the web app's
 * screens, the journey screen's, the refusals (ours by code and params, better-auth's by code), the account mails, the
 * reminders' notifications. A part
 * missing from a language, or a key missing from a part, fails the typecheck. The web app imports its
 * parts one by one, so the first screen carries neither the mails nor the refusals
 * (docs/decisions/051-one-catalogue-per-language.md).
 */
interface Catalogue {
  web: WebTexts;
  journey: JourneyTexts;
  refusals: RefusalTexts;
  authRefusals: AuthRefusalTexts;
  mail: MailTexts;
  notifications: NotificationTexts;
}

export const CATALOGUES: Record<Language, Catalogue> = {
  en: {
    web: WEB_TEXTS_EN,
    journey: JOURNEY_TEXTS_EN,
    refusals: REFUSAL_TEXTS_EN,
    authRefusals: AUTH_REFUSAL_TEXTS_EN,
    mail: MAIL_TEXTS_EN,
    notifications: NOTIFICATION_TEXTS_EN,
  },
  fil: {
    web: WEB_TEXTS_FIL,
    journey: JOURNEY_TEXTS_FIL,
    refusals: REFUSAL_TEXTS_FIL,
    authRefusals: AUTH_REFUSAL_TEXTS_FIL,
    mail: MAIL_TEXTS_FIL,
    notifications: NOTIFICATION_TEXTS_FIL,
  },
};

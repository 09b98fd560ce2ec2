import { Link } from "react-router";
import { CARD_CLASS, Card } from "#web/components/ui/card.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { ExternalLinkIcon } from "#web/components/ui/icons.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { SETTINGS } from "#web/config/env.ts";
import { PATHS } from "#web/config/paths.ts";
import { BUG_FORM_HEIGHT_PX } from "#web/config/settings.ts";
import { AccountSection } from "#web/features/auth/components/account-section.tsx";
import { RemindersSection } from "#web/features/reminders/components/reminders-section.tsx";
import { FeedbackForm } from "#web/features/settings/components/feedback-form.tsx";
import { LanguageChoice } from "#web/features/settings/components/language-choice.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { version } from "../../../package.json";

const APP_VERSION = version;

interface SettingsScreenProps {
  developerUrl?: string | null;
  bugReportFormUrl?: string | null;
}

/** Settings: account, language, developer link, bug report (external form or our own) and About. */
export function SettingsScreen({
  developerUrl = SETTINGS.developerUrl,
  bugReportFormUrl = SETTINGS.bugReportFormUrl,
}: SettingsScreenProps) {
  const { t } = useI18n();
  useScreenTitle(t.tabSettings);
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t.tabSettings}</h1>
      <Card>
        <AccountSection />
      </Card>
      <TitledSection title={t.language} headingId="language-heading" className={CARD_CLASS}>
        <LanguageChoice />
      </TitledSection>
      <TitledSection title={t.reminders.heading} className={CARD_CLASS}>
        <RemindersSection />
      </TitledSection>
      {developerUrl ? (
        <TitledSection title={t.developer} className={CARD_CLASS}>
          <a
            href={developerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 self-start font-medium text-indigo-700 underline underline-offset-2 ${FOCUS_RING.default}`}
          >
            {t.developerProfile}
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
        </TitledSection>
      ) : null}
      <TitledSection title={t.reportBug} className={CARD_CLASS}>
        <p className="text-sm text-slate-700">{t.reportBugHelp}</p>
        {bugReportFormUrl ? (
          <iframe
            src={bugReportFormUrl}
            title={t.bugReportForm}
            height={BUG_FORM_HEIGHT_PX}
            loading="lazy"
            className="w-full rounded-lg border border-slate-200"
          />
        ) : (
          <FeedbackForm />
        )}
      </TitledSection>
      <TitledSection title={t.about} className={CARD_CLASS}>
        <p className="text-sm text-slate-700">{t.aboutText}</p>
        <Link
          to={PATHS.accuracy}
          className={`inline-flex min-h-11 items-center self-start font-medium text-indigo-700 underline underline-offset-2 ${FOCUS_RING.default}`}
        >
          {t.accuracy.link}
        </Link>
        <p className="text-sm text-slate-600">{t.version(APP_VERSION)}</p>
      </TitledSection>
    </div>
  );
}

import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { CARD_CLASS, Card } from "#web/components/ui/card.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { SETTINGS } from "#web/config/env.ts";
import { PATHS } from "#web/config/paths.ts";
import { BUG_FORM_HEIGHT_PX } from "#web/config/settings.ts";
import { AccountSection } from "#web/features/auth/components/account-section.tsx";
import { RemindersSection } from "#web/features/reminders/components/reminders-section.tsx";
import { FeedbackForm } from "#web/features/settings/components/feedback-form.tsx";
import { LanguageChoice } from "#web/features/settings/components/language-choice.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { Link } from "#web/lib/router/link.tsx";
import { version } from "../../../package.json";

export const APP_VERSION = version;

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-2 ${CARD_CLASS}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t.tabSettings}</h1>
      <Card>
        <AccountSection />
      </Card>
      <SettingsSection id="language-heading" title={t.language}>
        <LanguageChoice />
      </SettingsSection>
      <SettingsSection id="reminders-heading" title={t.reminders.heading}>
        <RemindersSection />
      </SettingsSection>
      {developerUrl ? (
        <SettingsSection id="developer-heading" title={t.developer}>
          <a
            href={developerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 self-start font-medium text-indigo-700 underline underline-offset-2 ${FOCUS_RING.default}`}
          >
            {t.developerProfile}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
        </SettingsSection>
      ) : null}
      <SettingsSection id="bug-heading" title={t.reportBug}>
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
      </SettingsSection>
      <SettingsSection id="about-heading" title={t.about}>
        <p className="text-sm text-slate-700">{t.aboutText}</p>
        <Link
          to={PATHS.accuracy}
          className={`inline-flex min-h-11 items-center self-start font-medium text-indigo-700 underline underline-offset-2 ${FOCUS_RING.default}`}
        >
          {t.accuracy.link}
        </Link>
        <p className="text-sm text-slate-600">{t.version(APP_VERSION)}</p>
      </SettingsSection>
    </div>
  );
}

import { BUG_FORM_HEIGHT_PX } from "@riles/core";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { version } from "../../../package.json";
import { SETTINGS } from "../../config/env";
import { AccountSection } from "../../features/auth/components/account-section";
import { FeedbackForm } from "../../features/settings/components/feedback-form";

export const APP_VERSION = version;

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
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

/** Settings: account, developer link, bug report (external form or our own) and About. */
export function SettingsScreen({
  developerUrl = SETTINGS.developerUrl,
  bugReportFormUrl = SETTINGS.bugReportFormUrl,
}: SettingsScreenProps) {
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <AccountSection />
      </div>
      {developerUrl ? (
        <SettingsSection id="developer-heading" title="Developer">
          <a
            href={developerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Developer's professional profile
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </SettingsSection>
      ) : null}
      <SettingsSection id="bug-heading" title="Report a Bug">
        <p className="text-sm text-slate-700">Help us improve the product by reporting any issues</p>
        {bugReportFormUrl ? (
          <iframe
            src={bugReportFormUrl}
            title="Bug report form"
            height={BUG_FORM_HEIGHT_PX}
            loading="lazy"
            className="w-full rounded-lg border border-slate-200"
          />
        ) : (
          <FeedbackForm />
        )}
      </SettingsSection>
      <SettingsSection id="about-heading" title="About">
        <p className="text-sm text-slate-700">
          Riles helps you navigate Metro Manila's train systems with real-time updates and crowd-sourced
          information
        </p>
        <p className="text-sm text-slate-600">Version {APP_VERSION}</p>
      </SettingsSection>
    </div>
  );
}

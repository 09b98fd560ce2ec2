import type { AuditEntry } from "@riles/core";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/** Every moderator action and role change, newest first: who, when, what, why (kept by the server). */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useI18n();
  return (
    <TitledSection title={t.moderation.audit}>
      {entries.length === 0 ? <p className="text-slate-700">{t.moderation.auditEmpty}</p> : null}
      <ol className="flex flex-col gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-2 text-slate-800">
            <span className="font-medium">{t.dateTime(new Date(entry.at))}</span> ·{" "}
            {entry.moderator ?? t.moderation.operator} {t.moderation.actions[entry.action]}
            {entry.until ? ` ${t.moderation.until(t.dateTime(new Date(entry.until)))}` : null}
            {entry.reason ? `: ${entry.reason}` : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

import type { AuditEntry } from "@riles/core";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/** Every moderator action and role change, newest first: who, when, what, why (kept by the server). */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="moderation-audit" className="flex flex-col gap-2">
      <h2 id="moderation-audit" className="text-lg font-semibold">
        {t.moderation.audit}
      </h2>
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
    </section>
  );
}

import type { ReportStatus } from "@riles/core";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/**
 * A delayed or cancelled train's status, worded and coloured the same wherever its time is shown (an
 * on-time train needs no badge). Its text is read out before the minutes it qualifies.
 */
export function StatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useI18n();
  if (status === "on-time") return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-sm font-semibold text-white ${
        status === "cancelled" ? "bg-red-700" : "bg-amber-800"
      }`}
    >
      {t.statuses[status]}
    </span>
  );
}

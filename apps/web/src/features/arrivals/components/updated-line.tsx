import { useI18n } from "#web/lib/i18n/i18n.ts";
import type { ArrivalsView } from "../use-arrivals";

/**
 * 'Updated <relative time>', or that the arrivals are the schedule's times and why. After a failed refresh, the clock
 * time of the last answer: 'Updated just now' beside the error would read as if the refresh had worked.
 */
export function UpdatedLine({ view, now }: { view: ArrivalsView; now: Date }) {
  const { t } = useI18n();
  if (view.kind !== "arrivals") return null;
  if (view.scheduleOnly) {
    return (
      <p className="text-sm font-medium text-amber-900">
        {view.scheduleOnly === "waiting" ? t.network.scheduleWaiting : t.network.scheduleFailed}
      </p>
    );
  }
  if (!view.updatedAt) return null;
  return (
    <p className="text-sm text-slate-600">
      {view.refreshFailed
        ? t.lastUpdatedAt(t.clockTime(view.updatedAt))
        : t.updatedAgo(t.timeAgo(view.updatedAt, now))}
    </p>
  );
}
